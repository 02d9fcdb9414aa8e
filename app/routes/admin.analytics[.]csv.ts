/**
 * GET /admin/analytics.csv?table=&from=&to= (or days=) → one of the Analytics screen's tables
 * for that range as a CSV download, with the columns and rows the screen shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ANALYTICS_TABLE_IDS, analyticsTables, isAnalyticsTableId } from "~/lib/analytics-tables";
import { csvRows } from "~/lib/csv";
import { jsonError } from "~/lib/json-response";
import { analyticsRangeFrom } from "~/schemas/analytics-range";
import { analyticsReport } from "~/services/analytics/report.server";
import { requireAdminUser } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const params = new URL(request.url).searchParams;
  const id = params.get("table");
  if (!isAnalyticsTableId(id)) {
    return jsonError(400, `table must be one of ${ANALYTICS_TABLE_IDS.join(", ")}`);
  }
  const now = new Date();
  const parsed = analyticsRangeFrom(params, now.toISOString().slice(0, 10));
  if (!parsed.ok) return jsonError(400, parsed.message);
  const { range } = parsed;
  const table = analyticsTables(await analyticsReport(await context.db(), range, now))[id];
  return new Response(csvRows([table.headers, ...table.rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${id}-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
