import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { json } from "~/lib/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  let database: "ok" | "unavailable" = "ok";
  try {
    const db = await context.db();
    await db.execute(sql`select 1`);
  } catch {
    database = "unavailable";
  }
  return json(
    {
      status: database === "ok" ? "ok" : "degraded",
      database,
      environment: context.env.APP_ENV,
      version: context.buildVersion,
    },
    { status: database === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
