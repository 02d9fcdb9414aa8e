/** GET /admin/submissions.csv?search=&status=&source= → the inbox's current filter as a CSV download (audited). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { submissionsQueryFrom } from "~/schemas/submissions";
import { writeAudit } from "~/services/audit/write.server";
import { requireAdminUser } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  EXPORT_DATABASE_BUDGET_MS,
  exportSubmissionsCsv,
} from "~/services/leads/inbox-export.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdminUser(request, context);
  const parsed = submissionsQueryFrom(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const { search, status, source } = parsed.query;
  const db = await context.db();
  const { csv, count, finished } = await exportSubmissionsCsv(db, { search, status, source });
  context.keepDatabaseOpenUntil(finished, EXPORT_DATABASE_BUDGET_MS);
  await writeAudit(db, requestMeta(request, context), {
    action: "submission.exported",
    userId: user.id,
    resource: "submissions",
    metadata: { search: search ?? null, status: status ?? null, source: source ?? null, count },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
