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
 */
import { parseArgs } from "node:util";
import {
  adminAccessToken,
  fetchJson,
  measure,
  printTable,
  serverUrl,
  uniquePaths,
  type Row,
} from "./lib/bench-measure";

async function main() {
  const health = await fetch(`${serverUrl()}/api/v1/health`).catch(() => null);
  if (!health?.ok) {
    console.error(
      `No server at ${serverUrl()}. Start one first, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench PORT=8851 npm start`,
    );
    process.exit(2);
  }
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
  const { posts } = await fetchJson<{ posts: { slug: string }[] }>("/api/v1/blog/posts?limit=1");
  const postPath = `/blog/${posts[0]!.slug}`;
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
  rows.push(
    await measure(
      "static file /images/blog/card-fallback.svg",
      () => "/images/blog/card-fallback.svg",
    ),
  );
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

const { values: options } = parseArgs({
  options: { posts: { type: "string" }, outage: { type: "boolean" }, events: { type: "string" } },
});
const run = options.events
  ? import("./bench-events").then(({ benchEvents }) => benchEvents(Number(options.events)))
  : options.outage
    ? import("./bench-outage").then(({ benchOutage }) => benchOutage())
    : options.posts
      ? import("./bench-scale").then(({ benchAtScale }) => benchAtScale(Number(options.posts)))
      : main();
run.catch((error) => {
  console.error(error);
  process.exit(1);
});
