/** GET /admin/privacy-requests.json?email= → everything held about that person, as a JSON download (audited). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dataSubjectRequester } from "~/http/privacy/requester.server";
import { jsonError } from "~/lib/json-response";
import { dataSubjectQuerySchema } from "~/schemas/data-subject";
import { requireSuperAdmin } from "~/services/auth/guard.server";
import { lookUpDataSubject } from "~/services/privacy/data-subjects.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const email = new URL(request.url).searchParams.get("email") ?? undefined;
  const query = dataSubjectQuerySchema.safeParse({ email });
  if (!query.success) return jsonError(400, query.error.issues[0]?.message ?? "Invalid email");
  const found = await lookUpDataSubject(
    await context.db(),
    query.data.email,
    "exported",
    ...dataSubjectRequester(request, context, user),
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(found, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
