/** The measuring half of `npm run bench`: autocannon runs against one server, and the table. */
import autocannon from "autocannon";

let baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:8851").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

export interface Row {
  name: string;
  /** Share of responses served from the edge cache (X-Cache: HIT or STALE). */
  cacheHits: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
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

export async function measure(
  name: string,
  nextPath: () => string,
  headers: Record<string, string> = {},
): Promise<Row> {
  const seen = { hit: 0, miss: 0 };
  const result = await autocannon({
    url: baseUrl,
    headers,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    setupClient: (client) => {
      client.on("headers", ({ headers }: { headers: string[] }) => {
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i]!.toLowerCase() === "x-cache")
            seen[headers[i + 1] === "MISS" ? "miss" : "hit"]++;
        }
      });
    },
  });
  const reported = seen.hit + seen.miss;
  return {
    name,
    cacheHits: reported ? `${Math.round((100 * seen.hit) / reported)}%` : "n/a",
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
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

export function printTable(rows: Row[]) {
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, against ${baseUrl}\n`);
  const floor = Math.max(rows[0]!.p50, 1);
  console.log(
    "| what | p50 ms | × static p50 | p99 ms | req/s | requests | non-2xx | errors | from cache |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    const ratio = (Math.max(row.p50, 1) / floor).toFixed(1);
    console.log(
      `| ${row.name} | ${row.p50} | ${ratio} | ${row.p99} | ${row.requestsPerSecond} | ${row.requests} | ${row.non2xx} | ${row.errors} | ${row.cacheHits} |`,
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
