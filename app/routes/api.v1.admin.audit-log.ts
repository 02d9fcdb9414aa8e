/**
 * GET /api/v1/admin/audit-log?actor&action&from&to&page&limit → `{ entries, total }`, newest
 * first: `{ id, at, actor, action, resource, details }`; days in `from`/`to` are UTC days.
 * Super admins only; 400 `{ message, errors }` for a malformed parameter.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { invalidQuery, methodNotAllowed } from "~/lib/json-response";
import { DEFAULT_TIME_ZONE } from "~/lib/zoned-time";
import { auditPeriod, auditQueryFrom } from "~/schemas/audit-log";
import { listAuditEntries } from "~/services/audit/read.server";
import { requireApiSuperAdmin } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireApiSuperAdmin(request, context, { permission: "read" });
  const query = auditQueryFrom(new URL(request.url).searchParams);
  if (!query.success) return invalidQuery(query.error);
  const { page, limit, actor, action, ...days } = query.data;
  const result = await listAuditEntries(
    await context.db(),
    user,
    { actor, action, ...auditPeriod(days, DEFAULT_TIME_ZONE) },
    { page, limit },
  );
  return noStoreJson(result);
}

export const action = () => methodNotAllowed("GET");
