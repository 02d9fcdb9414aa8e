/**
 * What the Analytics screen and GET /api/v1/admin/analytics show for a range of days: visitors,
 * page views and enquiries by day, top pages and posts, sources and campaigns with their leads,
 * site searches and not-found paths. Finished days come from the daily rollups; today, not
 * rolled up yet, from the raw events. Leads come from the enquiries' attribution.
 */
import { sql } from "drizzle-orm";
import { DAY_MS } from "~/lib/dates";
import type { Database } from "~/platform/db.server";
import type { AnalyticsRange } from "~/schemas/analytics-range";
import { analyticsDaily, contactSubmissions } from "~db/schema";
import { dailyTotalsQuery, startOfUtcDay } from "./rollup.server";

const TOP = 20;

type TotalRow = {
  /** The day of a `visits` row; null on a row summed over the range's finished days. */
  day: string | null;
  metric: string;
  dimension: string;
  events: number;
  visitors: number;
};

/**
 * The range's totals: `visits` by day, and (unless only visits are asked for) every other metric
 * by dimension. The finished days come from the rollups, the other metrics summed over them in
 * Postgres, so the rows sent are a few thousand at most, not one per day and dimension; today
 * comes from the raw events.
 */
async function dayTotals(
  db: Database,
  { from, to }: AnalyticsRange,
  now: Date,
  { visitsOnly = false } = {},
) {
  const today = startOfUtcDay(now).toISOString().slice(0, 10);
  const finished = sql`${analyticsDaily.day} between ${from}::date and ${to}::date and ${analyticsDaily.day} < ${today}::date`;
  const otherMetrics = sql`
    union all
    select null, ${analyticsDaily.metric}, ${analyticsDaily.dimension},
      sum(${analyticsDaily.events})::int, sum(${analyticsDaily.visitors})::int
    from ${analyticsDaily}
    where ${analyticsDaily.metric} <> 'visits' and ${finished}
    group by ${analyticsDaily.metric}, ${analyticsDaily.dimension}`;
  const rolled = await db.execute<TotalRow>(sql`
    select ${analyticsDaily.day}::text as day, ${analyticsDaily.metric} as metric,
      ${analyticsDaily.dimension} as dimension, ${analyticsDaily.events} as events,
      ${analyticsDaily.visitors} as visitors
    from ${analyticsDaily}
    where ${analyticsDaily.metric} = 'visits' and ${finished}
    ${visitsOnly ? sql`` : otherMetrics}`);
  if (to < today || from > today) return rolled.rows;
  const start = startOfUtcDay(now);
  const live = await db.execute<TotalRow>(
    sql`select day::text as day, metric, dimension, events, visitors from (${dailyTotalsQuery(start, new Date(start.getTime() + DAY_MS))}) live
      ${visitsOnly ? sql`where metric = 'visits'` : sql``}`,
  );
  return [...rolled.rows, ...live.rows];
}

function sumBy(rows: TotalRow[], metric: string) {
  const sums = new Map<string, { events: number; visitors: number }>();
  for (const row of rows) {
    if (row.metric !== metric) continue;
    const sum = sums.get(row.dimension) ?? { events: 0, visitors: 0 };
    sum.events += row.events;
    sum.visitors += row.visitors;
    sums.set(row.dimension, sum);
  }
  return [...sums].map(([dimension, sum]) => ({ dimension, ...sum }));
}

const byDesc =
  <T>(value: (item: T) => number) =>
  (a: T, b: T) =>
    value(b) - value(a);

type LeadRow = Awaited<ReturnType<typeof leadRows>>[number];

async function leadRows(db: Database, { from, to }: AnalyticsRange) {
  const touch = sql`${contactSubmissions.attribution}->'firstTouch'`;
  const result = await db.execute<{
    day: string;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    landing: string | null;
    attributed: boolean;
    leads: number;
  }>(sql`
    select (${contactSubmissions.createdAt} at time zone 'UTC')::date::text as day,
      ${touch}->>'source' as source, ${touch}->>'medium' as medium, ${touch}->>'campaign' as campaign,
      split_part(${touch}->>'landingPage', '?', 1) as landing,
      ${contactSubmissions.attribution} is not null as attributed, count(*)::int as leads
    from ${contactSubmissions}
    where ${contactSubmissions.createdAt} >= ${from}::date
      and ${contactSubmissions.createdAt} < ${to}::date + 1
    group by 1, 2, 3, 4, 5, 6`);
  return result.rows;
}

function totalsOf(rows: TotalRow[], leads: LeadRow[]) {
  const visits = rows.filter((row) => row.metric === "visits");
  const sum = <T>(items: T[], value: (item: T) => number) =>
    items.reduce((total, item) => total + value(item), 0);
  return {
    visitors: sum(visits, (row) => row.visitors),
    pageviews: sum(visits, (row) => row.events),
    leads: sum(leads, (row) => row.leads),
    // Only enquiries from visitors who allowed analytics were counted among the visitors, so
    // only theirs measure conversion: all enquiries over counted visitors can pass 100 %.
    attributedLeads: sum(
      leads.filter((row) => row.attributed),
      (row) => row.leads,
    ),
  };
}

/** Only a range's totals, as the screen compares them with the previous period's. */
export async function analyticsTotals(db: Database, range: AnalyticsRange, now = new Date()) {
  const [rows, leads] = await Promise.all([
    dayTotals(db, range, now, { visitsOnly: true }),
    leadRows(db, range),
  ]);
  return totalsOf(rows, leads);
}

export async function analyticsReport(db: Database, range: AnalyticsRange, now = new Date()) {
  const [rows, leads] = await Promise.all([dayTotals(db, range, now), leadRows(db, range)]);
  const leadsWhere = (match: (row: (typeof leads)[number]) => boolean) =>
    leads.filter(match).reduce((sum, row) => sum + row.leads, 0);

  const days: string[] = [];
  for (let t = Date.parse(range.from); t <= Date.parse(range.to); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  const daily = days.map((date) => {
    const visits = rows.find((row) => row.metric === "visits" && row.day === date);
    return {
      date,
      visitors: visits?.visitors ?? 0,
      pageviews: visits?.events ?? 0,
      leads: leadsWhere((row) => row.day === date),
    };
  });
  const totals = totalsOf(rows, leads);

  const pages = sumBy(rows, "page").sort(byDesc((page) => page.events));
  const scroll = new Map(sumBy(rows, "scroll").map((row) => [row.dimension, row]));
  const topPosts = pages
    .filter((page) => page.dimension.startsWith("/blog/"))
    .slice(0, TOP)
    .map((page) => {
      const depth = scroll.get(page.dimension);
      return {
        path: page.dimension,
        pageviews: page.events,
        visitors: page.visitors,
        averageScrollDepth:
          depth && depth.visitors ? Math.round(depth.events / depth.visitors) : null,
        leads: leadsWhere((row) => row.landing === page.dimension),
      };
    });
  const sources = sumBy(rows, "source")
    .map(({ dimension, visitors }) => ({
      source: dimension,
      visitors,
      leads: leadsWhere((row) => row.source === dimension),
    }))
    .sort(byDesc((row) => row.visitors))
    .slice(0, TOP);
  const campaigns = sumBy(rows, "campaign")
    .map(({ dimension, visitors }) => {
      const [campaign, source, medium] = JSON.parse(dimension) as [string, string, string];
      return {
        campaign,
        source,
        medium,
        visitors,
        leads: leadsWhere(
          (row) => row.campaign === campaign && row.source === source && row.medium === medium,
        ),
      };
    })
    .sort(byDesc((row) => row.visitors))
    .slice(0, TOP);
  const empty = new Map(sumBy(rows, "search_empty").map((row) => [row.dimension, row.events]));
  const searches = sumBy(rows, "search")
    .map(({ dimension, events }) => ({
      term: dimension,
      count: events,
      results: events - (empty.get(dimension) ?? 0),
    }))
    .sort(byDesc((row) => row.count))
    .slice(0, TOP);
  const notFound = sumBy(rows, "not_found")
    .map(({ dimension, events }) => ({ path: dimension, count: events }))
    .sort(byDesc((row) => row.count))
    .slice(0, TOP);

  return {
    range,
    totals,
    daily,
    topPages: pages
      .slice(0, TOP)
      .map((page) => ({ path: page.dimension, pageviews: page.events, visitors: page.visitors })),
    topPosts,
    sources,
    campaigns,
    searches,
    notFound,
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;
