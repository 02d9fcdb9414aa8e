/** GET /admin/audit.csv?actor=&action=&from=&to= → the audit log's current filter as a CSV download (audited). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { jsonError } from "~/lib/json-response";
import { auditPeriod, auditQueryFrom } from "~/schemas/audit-log";
import { exportAuditCsv } from "~/services/audit/read.server";
import { writeAudit } from "~/services/audit/write.server";
import { requireSuperAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const query = auditQueryFrom(new URL(request.url).searchParams);
  if (!query.success) return jsonError(400, query.error.issues[0]?.message ?? "Invalid filter");
  const { actor, action, from, to } = query.data;
  const db = await context.db();
  const { csv, count } = await exportAuditCsv(db, user, {
    actor,
    action,
    ...auditPeriod({ from, to }, adminTimeZone(request)),
  });
  await writeAudit(db, requestMeta(request, context), {
    action: "audit_log.exported",
    userId: user.id,
    resource: "audit_log",
    metadata: {
      actor: actor ?? null,
      action: action ?? null,
      from: from ?? null,
      to: to ?? null,
      count,
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
