import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { edgeCacheStatus } from "~/edge/edge-cache.server";
import { json } from "~/lib/json-response";
import { countDeadLetters } from "~/services/intake/dead-letters.server";

async function databaseStatus(context: LoaderFunctionArgs["context"]) {
  try {
    const db = await context.db();
    await db.execute(sql`select 1`);
    return "ok" as const;
  } catch {
    return "unavailable" as const;
  }
}

/**
 * Degraded (503) only when the database is down: without the edge cache pages still work.
 * `deadLetters` counts submissions that could not be stored after every retry and wait for an
 * operator, `unsentMail` the messages not sent after every retry (null where the deployment
 * keeps none).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [database, cache, waiting] = await Promise.all([
    databaseStatus(context),
    edgeCacheStatus(context.edgeCache),
    countDeadLetters(context.env.DEAD_LETTERS).catch(() => null),
  ]);
  return json(
    {
      status: database === "ok" ? "ok" : "degraded",
      database,
      cache,
      deadLetters: waiting?.intake ?? null,
      unsentMail: waiting?.mail ?? null,
      environment: context.env.APP_ENV,
      version: context.buildVersion,
    },
    { status: database === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
