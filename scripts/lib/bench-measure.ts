/** The measuring half of `npm run bench`: autocannon runs against one server, and the tables. */
import autocannon from "autocannon";

let baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:8851").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Served by Workers Assets, no Worker code: the floor every page is compared with. */
export const STATIC_FILE = "/images/blog/card-fallback.svg";
/** Connections of the tail-latency rows. */
export const TAIL_CONNECTIONS = 50;
/** Connections of a row unless it asks for others (the tail-latency rows ask for 50). */
export const DEFAULT_CONNECTIONS = 20;

export interface Row {
  name: string;
  connections: number;
  /** Share of responses served from the edge cache (X-Cache: HIT or STALE). */
  cacheHits: string;
  /** Milliseconds, to a tenth (from each response's own timing, not autocannon's whole-ms histogram). */
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface MeasureOptions {
  connections?: number;
  /** Headers of each request on top of the row's, e.g. another Host every time (`newSiteEachRequest`). */
  nextHeaders?: () => Record<string, string>;
  /**
   * Stop after this many requests instead of after the row's seconds: for a row with fewer
   * distinct cold URLs than the seconds would ask (beyond them, requests would be hits).
   */
  amount?: number;
}

export async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Paths that are each asked once: a fresh cache key per request. */
export function uniquePaths(make: (index: number) => string) {
  let index = 0;
  return () => make(index++);
}

/**
 * A Host of its own for every request. The edge cache keys every entry (pages and data) by
 * the site's origin and its cache generation, and with no SITE_URL the origin is the request's:
 * each request is then the first one of a new site, so it misses every cache, whatever its
 * path (the generation, one for the deployment, is the warm one). That is the way to ask a
 * fixed URL cold (`/sitemap.xml`, `/blog`), whose key no query parameter can change.
 */
export function newSiteEachRequest() {
  const run = Math.floor(Math.random() * 1_000_000);
  let index = 0;
  return () => ({ host: `cold-${run}-${index++}.localhost` });
}

/** How long the static file takes; an overloaded server may drop the connection: "forever". */
async function staticFileMs() {
  const started = performance.now();
  const answered = await fetch(baseUrl + STATIC_FILE)
    .then((r) => r.arrayBuffer())
    .catch(() => null);
  return answered ? performance.now() - started : Infinity;
}

let idleMs: number | undefined;

/**
 * Waits until the server answers the static file about as fast as when idle. Requests a row
 * left in flight (a cold render, a multi-megabyte sitemap) and the cache writes behind them go on
 * after autocannon stops; without this they would slow the next row down.
 */
async function settle() {
  idleMs ??= Math.min(...(await Promise.all([1, 2, 3, 4, 5].map(() => staticFileMs()))));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await staticFileMs()) > Math.max(5, 3 * idleMs));
}

/** The value at quantile q of sorted numbers, to a tenth. */
function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return Math.round(value * 10) / 10;
}

export async function measure(
  name: string,
  nextPath: () => string,
  headers: Record<string, string> = {},
  { connections = DEFAULT_CONNECTIONS, nextHeaders, amount }: MeasureOptions = {},
): Promise<Row> {
  await settle();
  const seen = { hit: 0, miss: 0 };
  const latencies: number[] = [];
  const result = await autocannon({
    url: baseUrl,
    headers,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: nextPath(),
          headers: { ...headers, ...nextHeaders?.() },
        }),
      },
    ],
    setupClient: (client) => {
      client.on("headers", ({ headers }: { headers: string[] }) => {
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i]!.toLowerCase() === "x-cache")
            seen[headers[i + 1] === "MISS" ? "miss" : "hit"]++;
        }
      });
      // As autocannon's own latency figures, 2xx responses only.
      client.on("response", (status: number, _bytes: number, milliseconds: number) => {
        if (status >= 200 && status < 300) latencies.push(milliseconds);
      });
    },
  });
  const reported = seen.hit + seen.miss;
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    cacheHits: reported ? `${Math.round((100 * seen.hit) / reported)}%` : "n/a",
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Fetches a path once, so that the next requests find it in the cache. */
export async function warmUp(path: string) {
  await fetch(baseUrl + path).then((r) => r.text());
}

/**
 * Tail latency of cached pages under load: the static file and each path, warm, with
 * TAIL_CONNECTIONS connections.
 */
export async function measureTail(paths: string[]) {
  const options = { connections: TAIL_CONNECTIONS };
  const rows = [await measure("static file", () => STATIC_FILE, {}, options)];
  for (const path of paths) {
    await warmUp(path);
    rows.push(await measure(`${path}, warm`, () => path, {}, options));
  }
  return rows;
}

/** An access token for the admin API, or null when no admin credentials were given. */
export async function adminAccessToken(
  email = process.env.BENCH_ADMIN_EMAIL,
  password = process.env.BENCH_ADMIN_PASSWORD,
) {
  if (!email || !password) return null;
  const response = await fetch(`${baseUrl}/api/v1/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string }; message?: string };
  if (!body.tokens)
    throw new Error(
      `admin sign-in failed (${response.status}): ${body.message ?? "two-factor accounts cannot be used"}`,
    );
  return body.tokens.accessToken;
}

/** `x` with one decimal: how many times `base` a latency is. */
export function times(value: number, base: number) {
  return (value / Math.max(base, 0.1)).toFixed(1);
}

function connectionsOf(rows: Row[]) {
  return [...new Set(rows.map((row) => row.connections))].join("/");
}

/** The rows, each p50 also as a multiple of the first row's (the static file). */
export function printTable(rows: Row[]) {
  console.log(
    `\nautocannon, ${connectionsOf(rows)} connections, ${seconds} s each, against ${baseUrl}\n`,
  );
  const floor = rows[0]!.p50;
  console.log(
    "| what | p50 ms | × static p50 | p99 ms | req/s | requests | non-2xx | errors | from cache |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    if (row.requests === 0) {
      console.log(`| ${row.name} | no response within ${seconds} s | | | | | | | |`);
      continue;
    }
    console.log(
      `| ${row.name} | ${row.p50} | ${times(row.p50, floor)} | ${row.p99} | ${row.requestsPerSecond} | ${row.requests} | ${row.non2xx} | ${row.errors} | ${row.cacheHits} |`,
    );
  }
}

/** Tail latency: p99 as a multiple of p50 (the target is at most 3×). */
export function printTailTable(rows: Row[]) {
  console.log(
    `\nTail latency: autocannon, ${connectionsOf(rows)} connections, ${seconds} s each, against ${baseUrl}\n`,
  );
  console.log(
    "| what | p50 ms | p99 ms | p99 / p50 | ≤ 3× | req/s | non-2xx | errors | from cache |",
  );
  console.log("| --- | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    const ratio = times(row.p99, row.p50);
    console.log(
      `| ${row.name} | ${row.p50} | ${row.p99} | ${ratio} | ${Number(ratio) <= 3 ? "yes" : "no"} | ${row.requestsPerSecond} | ${row.non2xx} | ${row.errors} | ${row.cacheHits} |`,
    );
  }
}

/** Where the measured server is; the scale run starts its own. */
export function setServerUrl(url: string) {
  baseUrl = url.replace(/\/$/, "");
}

export function serverUrl() {
  return baseUrl;
}

/** The median of numbers. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
