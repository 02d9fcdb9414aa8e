/**
 * /admin/analytics: where visitors and leads come from, for the last 7, 30 or 90 days or a
 * custom range (in the URL). Cards with the change against the previous period, the daily chart
 * (SVG from the server, its numbers in a table), and tables of pages, posts, sources, campaigns,
 * searches and not-found paths, each downloadable as CSV. Works without JavaScript: the range
 * is a GET form and a download is a link. A range that cannot be shown (a day out of range,
 * over 366 days) is a 400 with the form and its reason.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import { AnalyticsChart } from "~/components/admin/analytics-chart";
import { AnalyticsRangeControls } from "~/components/admin/analytics-range-controls";
import { adminPageMeta } from "~/lib/admin-meta";
import {
  analyticsTableCsvHref,
  analyticsTables,
  conversionRate as rate,
  percent,
  type AnalyticsTable,
} from "~/lib/analytics-tables";
import { analyticsRangeFrom, previousPeriod } from "~/schemas/analytics-range";
import { isDayText } from "~/schemas/date-input";
import { analyticsReport, analyticsTotals } from "~/services/analytics/report.server";
import { requireAdminUser } from "~/services/auth/guard.server";

export const meta: MetaFunction = () => adminPageMeta("Analytics");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const parsed = analyticsRangeFrom(params, now.toISOString().slice(0, 10));
  if (!parsed.ok) {
    // The range form again, with what was typed and why it cannot be shown.
    const typed = (name: string) => {
      const value = params.get(name) ?? "";
      return isDayText(value) ? value : "";
    };
    return data(
      { refused: { from: typed("from"), to: typed("to"), message: parsed.message } },
      { status: 400 },
    );
  }
  const { range, days } = parsed;
  const db = await context.db();
  const [report, previousTotals] = await Promise.all([
    analyticsReport(db, range, now),
    analyticsTotals(db, previousPeriod(range), now),
  ]);
  return { report, previousTotals, days };
}

function change(current: number, before: number) {
  if (before === 0) return current === 0 ? "no change" : "new";
  const delta = ((current - before) / before) * 100;
  return `${delta >= 0 ? "+" : ""}${delta.toFixed(0)} % vs previous period`;
}

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

/** A table's CSV download: a plain link, so it works without JavaScript. */
function CsvLink({ table, range }: { table: AnalyticsTable; range: { from: string; to: string } }) {
  return (
    <a
      href={analyticsTableCsvHref(table.id, range)}
      download
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <Download aria-hidden className="h-4 w-4" />
      Download CSV<span className="sr-only"> of {table.title}</span>
    </a>
  );
}

function DataTable({
  table,
  range,
}: {
  table: AnalyticsTable;
  range: { from: string; to: string };
}) {
  const { id, title, headers, rows, empty } = table;
  return (
    // min-w-0: a grid item is otherwise as wide as its widest table, which widened the whole
    // page on a phone instead of scrolling the table in its box.
    <section
      aria-labelledby={`table-${id}`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`table-${id}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <CsvLink table={table} range={range} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="py-1 pr-4 font-semibold text-slate-700">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, index) => (
                <tr key={index} className="border-t border-slate-100">
                  {cells.map((cell, column) => (
                    <td key={column} className="py-1 pr-4 text-slate-900 wrap-anywhere">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function AdminAnalytics() {
  const loaded = useLoaderData<typeof loader>();
  if ("refused" in loaded) {
    const { from, to, message } = loaded.refused;
    return (
      <div className="space-y-6">
        <AnalyticsRangeControls days={null} from={from} to={to} error={message} />
      </div>
    );
  }
  return <AnalyticsReportView {...loaded} />;
}

function AnalyticsReportView({
  report,
  previousTotals,
  days,
}: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { refused: unknown }>) {
  const { totals, range } = report;
  const tables = analyticsTables(report);
  const summary = `${totals.visitors} visitors, ${totals.pageviews} page views and ${totals.leads} enquiries from ${range.from} to ${range.to}.`;
  return (
    <div className="space-y-6">
      <AnalyticsRangeControls days={days} from={range.from} to={range.to} />

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Card
          label="Visitors"
          value={String(totals.visitors)}
          note={change(totals.visitors, previousTotals.visitors)}
        />
        <Card
          label="Page views"
          value={String(totals.pageviews)}
          note={change(totals.pageviews, previousTotals.pageviews)}
        />
        <Card
          label="Views per visit"
          value={(totals.visitors ? totals.pageviews / totals.visitors : 0).toFixed(1)}
          note={change(
            totals.visitors ? totals.pageviews / totals.visitors : 0,
            previousTotals.visitors ? previousTotals.pageviews / previousTotals.visitors : 0,
          )}
        />
        <Card
          label="Enquiries"
          value={String(totals.leads)}
          note={change(totals.leads, previousTotals.leads)}
        />
        <Card
          label="Conversion rate"
          value={percent(rate(totals.attributedLeads, totals.visitors))}
          note={change(
            rate(totals.attributedLeads, totals.visitors),
            rate(previousTotals.attributedLeads, previousTotals.visitors),
          )}
        />
      </dl>

      <section
        aria-labelledby="daily-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="daily-heading" className="text-lg font-semibold text-slate-900">
            {tables.daily.title}
          </h2>
          <CsvLink table={tables.daily} range={range} />
        </div>
        <p className="text-sm text-slate-600">
          Bars: visitors. Line: page views. Green dots: days with enquiries.
        </p>
        <AnalyticsChart daily={report.daily} summary={summary} />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">The numbers by day</summary>
          <table className="mt-2 w-full text-left">
            <thead>
              <tr>
                {tables.daily.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tables.daily.rows.map(([day, ...values]) => (
                <tr key={day}>
                  <td>{day}</td>
                  {values.map((value, column) => (
                    <td key={column}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {(["sources", "campaigns", "pages", "posts", "searches", "not-found"] as const).map(
          (id) => (
            <DataTable key={id} table={tables[id]} range={range} />
          ),
        )}
      </div>
    </div>
  );
}
