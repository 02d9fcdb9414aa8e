/**
 * GET /api/v1/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD → `{ range, totals, daily, topPages,
 * topPosts, sources, campaigns, searches, notFound }` (the last 30 days without a range). A range
 * over 366 days, or `from` after `to`, is a 400.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { jsonError } from "~/lib/json-response";
import { analyticsRangeFrom } from "~/schemas/analytics-range";
import { analyticsReport } from "~/services/analytics/report.server";
import { requireApiAuth } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const now = new Date();
  const parsed = analyticsRangeFrom(
    new URL(request.url).searchParams,
    now.toISOString().slice(0, 10),
  );
  if (!parsed.ok) return jsonError(400, parsed.message);
  return noStoreJson(await analyticsReport(await context.db(), parsed.range, now));
}
