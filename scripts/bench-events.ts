/**
 * `npm run bench -- --events 1000000`: the Analytics screen's queries at a size. Makes a database
 * of its own (next to TEST_DATABASE_URL's when set, else an embedded PGlite), fills
 * analytics_events with that many events over the last 90 days (visits of four events: a landing
 * page view with its source, then page views, scroll depths, clicks, searches, not-found paths and
 * the odd enquiry, which also becomes an enquiry with its attribution), and runs the daily Cron's
 * rollup once for each of those days, as production would have. Then, for the last 7, 30 and 90
 * days, it times the queries the screen and GET /api/v1/admin/analytics send (the report
 * service's own, caught as drizzle sends them), the whole report, and the screen's loader (this
 * period and the previous one), with p50/p99 over repeated runs, and prints EXPLAIN (ANALYZE,
 * BUFFERS) of each query. Everything is removed afterwards.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/neon-serverless";
import WebSocket from "ws";
import { previousPeriod, RANGE_PRESETS } from "~/schemas/analytics-range";
import { addDays } from "~/schemas/date-input";
import { analyticsReport } from "~/services/analytics/report.server";
import { rollUpAnalytics, startOfUtcDay } from "~/services/analytics/rollup.server";
import { createPool } from "~db/client";
import { migrateDatabase } from "./lib/database";
import { createScratchDatabase } from "./lib/scratch-database";

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** When the daily Cron runs (UTC), as in wrangler.toml. */
const CRON_AT_MS = (3 * 60 + 17) * 60 * 1000;

const PAGES = ["/", "/services", "/about", "/contact", "/blog", "/case-studies", "/resources"];
const POSTS = 240;
const WORDS =
  "model data agent pipeline latency retrieval embedding vector evaluation prompt context token fine-tuning inference training dataset label feature drift monitoring deployment gpu cost budget privacy compliance governance audit workflow automation integration api schema warehouse stream batch cache index query ranking search recommendation forecast anomaly classifier regression transformer attention benchmark accuracy recall precision".split(
    " ",
  );

type Db = ReturnType<typeof drizzle>;

/**
 * The events, in the order they happened (as production inserts them). `r` values pick each
 * event's kind, path and fields; a popular few posts and search terms get most of the traffic.
 */
async function fillEvents(db: Db, count: number, start: Date, end: Date) {
  // Postgres array literals, bound as one parameter each.
  const words = `{${WORDS.join(",")}}`;
  const pages = `{${PAGES.join(",")}}`;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into analytics_events (occurred_at, visitor, kind, path, data)
    select at, md5(at::date::text || ':' || ((visit * 2654435761) % 2000)::text), kind,
      case
        when kind in ('page_view', 'click') and r2 >= 0.55 then (${pages}::text[])[1 + floor(r3 * ${PAGES.length})::int]
        when kind in ('page_view', 'click', 'scroll_depth') then '/blog/post-' || floor(${POSTS} * r3 * r3)::int
        when kind = 'search' then '/blog'
        when kind = 'not_found' then '/blog/old-post-' || floor(900 * r3)::int
        else '/contact'
      end,
      case
        when kind = 'page_view' and step = 0 then case
          when r4 < 0.35 then jsonb_build_object('source', 'direct', 'medium', '(none)', 'campaign', null,
            'term', null, 'content', null, 'referrer', null, 'loadMs', 300 + floor(r5 * 2000)::int)
          when r4 < 0.62 then jsonb_build_object('source', (array['google', 'bing', 'duckduckgo'])[1 + floor(r5 * r5 * 3)::int],
            'medium', 'organic', 'campaign', null, 'term', null, 'content', null,
            'referrer', 'www.google.com', 'loadMs', 300 + floor(r5 * 2000)::int)
          when r4 < 0.80 then jsonb_build_object('source', (array['linkedin', 'twitter', 'hackernews', 'reddit'])[1 + floor(r5 * r5 * 4)::int],
            'medium', 'social', 'campaign', null, 'term', null, 'content', null,
            'referrer', 'www.linkedin.com', 'loadMs', 300 + floor(r5 * 2000)::int)
          when r4 < 0.88 then jsonb_build_object('source', 'blog-' || floor(60 * r5 * r5)::int || '.example',
            'medium', 'referral', 'campaign', null, 'term', null, 'content', null,
            'referrer', 'blog-' || floor(60 * r5 * r5)::int || '.example', 'loadMs', 300 + floor(r5 * 2000)::int)
          else jsonb_build_object('source', (array['newsletter', 'linkedin', 'google'])[1 + floor(r5 * 3)::int],
            'medium', (array['email', 'social', 'cpc'])[1 + floor(r5 * 3)::int],
            'campaign', 'campaign-' || floor(25 * r3)::int, 'term', null,
            'content', 'variant-' || floor(r2 * 3)::int, 'referrer', null, 'loadMs', 300 + floor(r5 * 2000)::int)
        end
        when kind = 'page_view' then jsonb_build_object('source', 'direct', 'medium', '(none)',
          'campaign', null, 'term', null, 'content', null, 'referrer', null, 'loadMs', null)
        when kind = 'scroll_depth' then jsonb_build_object('depth', (array[25, 50, 75, 90, 100])[1 + floor(r2 * 5)::int])
        when kind = 'click' then jsonb_build_object('label', 'cta-' || floor(r4 * 12)::int,
          'location', (array['header', 'hero', 'sidebar', 'footer'])[1 + floor(r5 * 4)::int])
        when kind = 'search' then jsonb_build_object(
          'term', (${words}::text[])[1 + floor(r3 * r3 * ${WORDS.length})::int]
            || case when r4 < 0.4 then ' ' || (${words}::text[])[1 + floor(r2 * ${WORDS.length})::int] else '' end,
          'results', case when r5 < 0.15 then 0 else 1 + floor(r5 * 20)::int end)
        else '{}'::jsonb
      end
    from (
      select i / 4 as visit, i % 4 as step,
        ${start.toISOString()}::timestamptz
          + (${end.getTime() - start.getTime()}::float8 * i / ${count}::int) * interval '1 millisecond' as at,
        random() as r, random() as r2, random() as r3, random() as r4, random() as r5
      from generate_series(0, ${count}::int - 1) i
    ) g
    cross join lateral (select case
      when step = 0 or r < 0.42 then 'page_view'
      when r < 0.70 then 'scroll_depth'
      when r < 0.86 then 'click'
      when r < 0.94 then 'search'
      when r < 0.97 then 'not_found'
      when r >= 0.9992 then 'lead'
      else 'page_view'
    end as kind) k
    order by at`);
  // Each lead event is an enquiry whose first touch is its visit's landing page view (the
  // visit's first event: ids follow the generated order in a new table).
  await db.execute(sql`
    insert into contact_submissions (first_name, last_name, email, message, created_at, attribution)
    select 'Bench', 'Lead ' || l.id, 'lead-' || l.id || '@example.com', 'An enquiry from the events bench.',
      l.occurred_at, jsonb_build_object(
        'firstTouch', jsonb_build_object('source', f.data->>'source', 'medium', f.data->>'medium',
          'campaign', f.data->'campaign', 'term', f.data->'term', 'content', f.data->'content',
          'referrer', f.data->'referrer', 'landingPage', f.path, 'at', f.occurred_at),
        'lastTouch', null, 'pageViews', 3)
    from analytics_events l
    join analytics_events f on f.id = l.id - (l.id - 1) % 4
    where l.kind = 'lead'`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

async function time(run: () => Promise<unknown>) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}

interface Query {
  text: string;
  params: unknown[];
}

function queryName({ text }: Query) {
  if (text.includes('from "analytics_daily"')) return "rollups of finished days";
  if (text.includes("contact_submissions")) return "leads by first touch";
  if (text.includes("with e as")) return "today, from raw events";
  return text.slice(0, 40);
}

export async function benchEvents(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--events takes a positive number");
  const database = await createScratchDatabase();
  const caught: Query[] = [];
  const pool = createPool({
    url: database.url,
    wsProxy: database.wsProxy,
    webSocketConstructor: WebSocket,
    max: 4,
    connectionTimeoutMillis: 0,
  });
  const db = drizzle({
    client: pool,
    logger: { logQuery: (text, params) => void caught.push({ text, params }) },
  });
  try {
    await migrateDatabase(db);
    const now = new Date();
    const today = startOfUtcDay(now);
    const firstDay = new Date(today.getTime() - (SPAN_DAYS - 1) * DAY_MS);
    let started = performance.now();
    await fillEvents(db, count, firstDay, now);
    const fillMs = performance.now() - started;

    // The Cron's run of each day since the first, each seeing only the events before it.
    const cronMs: number[] = [];
    let rollupRows = 0;
    for (let day = firstDay.getTime() + DAY_MS; day <= today.getTime(); day += DAY_MS) {
      const at = new Date(Math.min(day + CRON_AT_MS, now.getTime()));
      started = performance.now();
      rollupRows += (await rollUpAnalytics(db, at)).rollupRows;
      cronMs.push(performance.now() - started);
    }
    cronMs.sort((a, b) => a - b);
    await pool.query("vacuum analyze analytics_events, analytics_daily, contact_submissions");
    const sizes = await pool.query<{ events: string; daily: string; leads: string }>(
      `select (select count(*) from analytics_events) as events,
         (select count(*) from analytics_daily) as daily,
         (select count(*) from contact_submissions) as leads`,
    );
    const { events, daily, leads } = sizes.rows[0]!;
    console.log(
      `${events} events over ${SPAN_DAYS} days written in ${(fillMs / 1000).toFixed(1)} s, ${leads} enquiries;` +
        ` ${cronMs.length} daily rollups (${rollupRows} rows upserted, p50 ${cronMs[Math.floor(cronMs.length / 2)]!.toFixed(0)} ms,` +
        ` max ${cronMs.at(-1)!.toFixed(0)} ms), ${daily} rows in analytics_daily`,
    );

    const rows: { name: string; days: number; p50: number; p99: number }[] = [];
    const plans: string[] = [];
    const todayText = today.toISOString().slice(0, 10);
    for (const days of RANGE_PRESETS) {
      const range = { from: addDays(todayText, 1 - days), to: todayText };
      const previous = previousPeriod(range);
      caught.length = 0;
      await analyticsReport(db, range, now);
      const queries = [...caught];
      for (const query of queries) {
        rows.push({
          name: queryName(query),
          days,
          ...(await time(() => pool.query(query.text, query.params))),
        });
        const plan = await pool.query<{ "QUERY PLAN": string }>(
          `explain (analyze, buffers) ${query.text}`,
          query.params,
        );
        plans.push(
          `-- ${queryName(query)}, last ${days} days\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`,
        );
      }
      rows.push({
        name: "whole report (API)",
        days,
        ...(await time(() => analyticsReport(db, range, now))),
      });
      rows.push({
        name: "screen loader (+ previous period)",
        days,
        ...(await time(() =>
          Promise.all([analyticsReport(db, range, now), analyticsReport(db, previous, now)]),
        )),
      });
    }

    console.log("\nQuery plans\n");
    console.log(plans.join("\n\n"));
    console.log(`\n${events} events, ${RUNS} runs each (ms)\n`);
    const names = [...new Set(rows.map((row) => row.name))];
    const width = Math.max(...names.map((name) => name.length));
    console.log(
      `${"query".padEnd(width)}  ${RANGE_PRESETS.map((days) => `${days} days p50 / p99`.padStart(20)).join("")}`,
    );
    for (const name of names)
      console.log(
        `${name.padEnd(width)}  ${RANGE_PRESETS.map((days) => {
          const row = rows.find((each) => each.name === name && each.days === days);
          return (row ? `${row.p50.toFixed(1)} / ${row.p99.toFixed(1)}` : "-").padStart(20);
        }).join("")}`,
      );
  } finally {
    await pool.end();
    await database.dispose();
  }
}
