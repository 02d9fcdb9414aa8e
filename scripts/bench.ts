/**
 * `npm run bench`: latency and throughput of the public blog on loopback, with autocannon
 * (20 connections), against a running `npm start`:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench PORT=8851 npm start   # one shell
 *   BENCH_URL=http://127.0.0.1:8851 npm run bench                                # another
 *
 * With BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (an admin of that server, e.g. the one
 * `npm start` printed), it also measures the admin API behind a Bearer token: the dashboard
 * figures and the posts table searched for a different word on each request.
 *
 * Measured, each for BENCH_SECONDS (default 10):
 * - a static file (served by Workers Assets, no Worker code) as the floor;
 * - `/`, `/blog`, a post page and /api/v1/blog/posts with a warm edge cache (one URL, cached
 *   after its first request; pages come whole from the page cache, for a visitor without
 *   cookies, as autocannon is);
 * - the same, cold: every request is a cache miss, because each asks for a query no earlier
 *   request asked (the API walks through limit × category, /blog through searches), so each
 *   one renders and, for blog data, opens a database connection and runs the list and count
 *   queries. `/` and the post page read no query parameter (others never reach a shared copy),
 *   so their cold rows send a cookie the site does not know, which gets a render of its own
 *   every time (no X-Cache). The table shows the share of responses served from the cache
 *   (X-Cache HIT or STALE), to prove which is which, and each p50 as a multiple of the static
 *   file's.
 *
 * Two options measure one thing each against the same running server instead:
 *
 *   BENCH_URL=http://127.0.0.1:8851 npm run bench -- --runs 3   # warm pages vs the static file
 *   BENCH_URL=http://127.0.0.1:8851 npm run bench -- --tail     # tail latency, 50 connections
 *
 * `--runs N` measures the static file, `/`, `/blog` and a post page (warm) N times, interleaved
 * (static, /, /blog, post, static, ...), so a slow spell of the machine falls on all of them, and
 * prints each run's p50s as multiples of that run's static p50, and the median of each
 * multiple (the target: at most 1.5×). `--tail` measures the static file, `/`, `/blog` and a
 * post page (warm) with 50 connections and prints p50, p99 and p99 / p50 (the target: at most 3×).
 *
 * Latencies come from each response's own timing, to a tenth of a millisecond. Before each
 * row the bench waits until the static file answers about as fast as when idle, so that what a
 * row leaves in flight does not slow the next one.
 *
 * Runs that bring their own database and server (see each script's header):
 * `--posts N` (bench-scale.ts), `--enquiries N` (bench-enquiries.ts), `--events N`
 * (bench-events.ts), `--outage` (bench-outage.ts), `--profile N` (bench-profile.ts), `--latency N`
 * (bench-latency.ts) and `--compare <checkout> [--posts N]` (bench-compare.ts).
 */
import { parseArgs } from "node:util";
import {
  adminAccessToken,
  fetchJson,
  measure,
  measureTail,
  median,
  printTable,
  printTailTable,
  serverUrl,
  STATIC_FILE,
  times,
  uniquePaths,
  warmUp,
  type Row,
} from "./lib/bench-measure";

async function requireServer() {
  const health = await fetch(`${serverUrl()}/api/v1/health`).catch(() => null);
  if (!health?.ok) {
    console.error(
      `No server at ${serverUrl()}. Start one first, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench PORT=8851 npm start`,
    );
    process.exit(2);
  }
}

/** The newest post's page. */
async function newestPostPath() {
  const { posts } = await fetchJson<{ posts: { slug: string }[] }>("/api/v1/blog/posts?limit=1");
  return `/blog/${posts[0]!.slug}`;
}

async function main() {
  await requireServer();
  const categories = ["", ...(await fetchJson<string[]>("/api/v1/blog/categories"))];
  // Real result sets: every limit from 1 to 100 for "All" and each category (600 URLs).
  const coldApi = uniquePaths((i) => {
    const params = new URLSearchParams({ limit: String((i % 100) + 1) });
    const category = categories[Math.floor(i / 100) % categories.length];
    if (category) params.set("category", category);
    return `/api/v1/blog/posts?${params}`;
  });
  // A search no earlier request made misses the page and the JSON cache alike and runs the
  // full-text list and count queries; a random start keeps a rerun cold too.
  const firstPage = 1000 + Math.floor(Math.random() * 1_000_000);
  const coldPage = uniquePaths((i) => `/blog?search=bench${firstPage + i}`);
  const postPath = await newestPostPath();
  // A cookie the site never reads: the page is rendered for it alone, every time.
  const ownRender = { cookie: `bench=${firstPage}` };
  // Warm: one request fills the cache, then every request is a hit.
  for (const path of ["/", "/blog", postPath, "/api/v1/blog/posts"])
    await fetch(serverUrl() + path).then((r) => r.text());
  const warmCheck = await fetch(`${serverUrl()}/api/v1/blog/posts`);
  await warmCheck.text();
  if (warmCheck.headers.get("x-cache") !== "HIT")
    console.warn("warning: the API list did not come from the cache");

  const rows: Row[] = [];
  rows.push(await measure(`static file ${STATIC_FILE}`, () => STATIC_FILE));
  rows.push(await measure("/api/v1/blog/posts warm cache", () => "/api/v1/blog/posts"));
  rows.push(await measure("/api/v1/blog/posts cold cache", coldApi));
  rows.push(await measure("/ warm cache", () => "/"));
  rows.push(await measure("/ rendered (own copy)", () => "/", ownRender));
  rows.push(await measure("/blog warm cache", () => "/blog"));
  rows.push(await measure("/blog cold cache", coldPage));
  rows.push(await measure(`${postPath} warm cache`, () => postPath));
  rows.push(await measure(`${postPath} rendered (own copy)`, () => postPath, ownRender));

  const accessToken = await adminAccessToken();
  if (accessToken) {
    const bearer = { authorization: `Bearer ${accessToken}` };
    const words = [
      "ai",
      "model",
      "data",
      "production",
      "agent",
      "llm",
      "cost",
      "team",
      "nothing-matches",
    ];
    rows.push(
      await measure("/api/v1/admin/dashboard/stats", () => "/api/v1/admin/dashboard/stats", bearer),
    );
    rows.push(
      await measure(
        "/api/v1/admin/blog/posts?search=…",
        uniquePaths((i) => `/api/v1/admin/blog/posts?search=${words[i % words.length]}`),
        bearer,
      ),
    );
  }

  printTable(rows);
}

/** Warm `/`, `/blog` and a post against the static file, `runs` times interleaved; medians. */
async function ratioRuns(runs: number) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a positive number");
  await requireServer();
  const pages = ["/", "/blog", await newestPostPath()];
  for (const page of pages) await warmUp(page);
  const results: { static: Row; pages: Row[] }[] = [];
  for (let run = 1; run <= runs; run++) {
    const staticRow = await measure("static file", () => STATIC_FILE);
    const pageRows: Row[] = [];
    for (const page of pages) pageRows.push(await measure(`${page}, warm`, () => page));
    results.push({ static: staticRow, pages: pageRows });
    console.log(`run ${run} of ${runs} done`);
  }
  console.log(`\nWarm pages against the static file (p50 ms and × static p50), ${runs} runs\n`);
  console.log(
    `| run | static p50 | ${pages.map((page) => `${page} p50 | ×`).join(" | ")} | cached |`,
  );
  console.log(`| --- | ---: | ${pages.map(() => "---: | ---:").join(" | ")} | ---: |`);
  for (const [index, run] of results.entries()) {
    const cells = run.pages.map((row) => `${row.p50} | ${times(row.p50, run.static.p50)}`);
    const cached = run.pages.map((row) => row.cacheHits).join(" ");
    console.log(`| ${index + 1} | ${run.static.p50} | ${cells.join(" | ")} | ${cached} |`);
  }
  const medians = pages.map((_, page) =>
    median(results.map((run) => run.pages[page]!.p50 / Math.max(run.static.p50, 0.1))),
  );
  const ratioCells = medians.flatMap((ratio) => [
    "",
    `${ratio.toFixed(2)} ${ratio <= 1.5 ? "(≤ 1.5)" : "(> 1.5)"}`,
  ]);
  console.log(`| ${["median ×", "", ...ratioCells, ""].join(" | ")} |`);
}

/** Tail latency of the cached pages, 50 connections. */
async function tail() {
  await requireServer();
  printTailTable(await measureTail(["/", "/blog", await newestPostPath()]));
}

const { values: options } = parseArgs({
  options: {
    posts: { type: "string" },
    enquiries: { type: "string" },
    outage: { type: "boolean" },
    events: { type: "string" },
    profile: { type: "string" },
    compare: { type: "string" },
    latency: { type: "string" },
    runs: { type: "string" },
    tail: { type: "boolean" },
  },
});

function chosenRun() {
  if (options.events)
    return import("./bench-events").then(({ benchEvents }) => benchEvents(Number(options.events)));
  if (options.compare)
    return import("./bench-compare").then(({ benchCompare }) =>
      benchCompare(options.compare!, Number(options.posts ?? 2000)),
    );
  if (options.profile)
    return import("./bench-profile").then(({ benchProfile }) =>
      benchProfile(Number(options.profile)),
    );
  if (options.latency)
    return import("./bench-scale").then(({ benchLatency }) =>
      benchLatency(Number(options.latency)),
    );
  if (options.outage) return import("./bench-outage").then(({ benchOutage }) => benchOutage());
  if (options.posts)
    return import("./bench-scale").then(({ benchAtScale }) => benchAtScale(Number(options.posts)));
  if (options.enquiries)
    return import("./bench-enquiries").then(({ benchEnquiries }) =>
      benchEnquiries(Number(options.enquiries)),
    );
  if (options.runs) return ratioRuns(Number(options.runs));
  if (options.tail) return tail();
  return main();
}

chosenRun().catch((error) => {
  console.error(error);
  process.exit(1);
});
