/**
 * The analytics' daily totals and the raw events' retention, run by the daily Cron. Each day
 * (UTC) is rolled up into `analytics_daily` once it is over, and the last few days again so a
 * late event still counts; rollups are kept for good. Raw events older than 25 months are
 * deleted (the cookie policy promises "up to 2 years" for what analytics keep of a visit).
 */
import { sql, type SQL } from "drizzle-orm";
import { DAY_MS } from "~/lib/dates";
import type { Database } from "~/platform/db.server";
import { analyticsDaily, analyticsEvents } from "~db/schema";

const RAW_EVENT_MONTHS = 25;
/** Days before today rolled up again on every run. */
const ROLL_AGAIN_DAYS = 3;

export function startOfUtcDay(at: Date) {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The day totals of the raw events in [from, to): rows (day, metric, dimension, events, visitors).
 * A visitor's source and campaign are those of their first page view of the day; a page's
 * scroll depth is the sum of each visitor's deepest point (`events`) over the readers (`visitors`).
 */
export function dailyTotalsQuery(from: Date, to: Date): SQL {
  return sql`
    with e as (
      select (occurred_at at time zone 'UTC')::date as day, occurred_at, visitor, kind, path, data
      from ${analyticsEvents}
      where occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${to.toISOString()}::timestamptz
    ),
    landings as (
      select distinct on (day, visitor) day, visitor, data
      from e where kind = 'page_view' order by day, visitor, occurred_at
    ),
    depths as (
      select day, visitor, path, max((data->>'depth')::int) as depth
      from e where kind = 'scroll_depth' group by day, visitor, path
    )
    select day, 'visits' as metric, '' as dimension,
      count(*) filter (where kind = 'page_view')::int as events, count(distinct visitor)::int as visitors
      from e group by day
    union all select day, 'page', path, count(*)::int, count(distinct visitor)::int
      from e where kind = 'page_view' group by day, path
    union all select day, 'source', coalesce(data->>'source', 'direct'), count(*)::int, count(*)::int
      from landings group by day, 3
    union all select day, 'campaign',
        json_build_array(data->>'campaign', data->>'source', data->>'medium')::text,
        count(*)::int, count(*)::int
      from landings where data->>'campaign' is not null group by day, 3
    union all select day, 'search', data->>'term', count(*)::int, count(distinct visitor)::int
      from e where kind = 'search' group by day, 3
    union all select day, 'search_empty', data->>'term', count(*)::int, count(distinct visitor)::int
      from e where kind = 'search' and (data->>'results')::int = 0 group by day, 3
    union all select day, 'not_found', path, count(*)::int, count(distinct visitor)::int
      from e where kind = 'not_found' group by day, path
    union all select day, 'scroll', path, sum(depth)::int, count(*)::int
      from depths group by day, path`;
}

/** Rolls the finished days up (the last few again) and deletes raw events past their keeping time. */
export async function rollUpAnalytics(db: Database, now = new Date()) {
  const today = startOfUtcDay(now);
  const [latest] = await db
    .select({ day: sql<string | null>`max(${analyticsDaily.day})::text` })
    .from(analyticsDaily);
  const [oldest] = await db
    .select({ at: sql<string | null>`min(${analyticsEvents.occurredAt})::text` })
    .from(analyticsEvents);
  const again = new Date(today.getTime() - ROLL_AGAIN_DAYS * DAY_MS);
  // Days missed by earlier runs are caught up: from the day after the last rollup (or the first event).
  const missedFrom = latest?.day
    ? new Date(new Date(`${latest.day}T00:00:00Z`).getTime() + DAY_MS)
    : oldest?.at
      ? startOfUtcDay(new Date(oldest.at))
      : again;
  const from = missedFrom < again ? missedFrom : again;
  const rolled = await db.execute(sql`
    insert into ${analyticsDaily} (day, metric, dimension, events, visitors)
    ${dailyTotalsQuery(from, today)}
    on conflict (day, metric, dimension)
      do update set events = excluded.events, visitors = excluded.visitors`);
  const keepFrom = new Date(today);
  keepFrom.setUTCMonth(keepFrom.getUTCMonth() - RAW_EVENT_MONTHS);
  const deleted = await db.execute(
    sql`delete from ${analyticsEvents} where ${analyticsEvents.occurredAt} < ${keepFrom.toISOString()}::timestamptz`,
  );
  return { rollupRows: rolled.rowCount ?? 0, deletedEvents: deleted.rowCount ?? 0 };
}
