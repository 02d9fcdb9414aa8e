/**
 * The latency rows of `npm run bench -- --posts N`: how many round trips to the database a
 * request really waits for. The server runs with a fault proxy between the Worker and the
 * database proxy (its WebSocket and its HTTP query endpoint alike: `DATABASE_LATENCY_MS`,
 * scripts/lib/local-stack.ts), which holds every chunk `BENCH_LATENCY_MS` (default 20) each way
 * and a new connection's first bytes a round trip more, as a far server would. Each kind of
 * request is sent `LATENCY_REQUESTS` times one after another (no load) without the delay and
 * then with it; the extra p50 divided by the round-trip time is the number of round trips.
 */
import { median, serverUrl } from "./lib/bench-measure";
import { httpGet } from "./lib/http-get";

const REQUESTS = Number(process.env.LATENCY_REQUESTS ?? 30);
export const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);

export interface LatencyKind {
  name: string;
  request: (i: number) => { path: string; headers?: Record<string, string> };
}

export interface LatencyRow {
  name: string;
  p50Near: number;
  p50Far: number;
}

async function setDelay(controlUrl: string, ms: number) {
  const response = await fetch(`${controlUrl}/delay/${ms}`, { method: "POST" });
  if (!response.ok) throw new Error(`the latency proxy answered ${response.status}`);
  await response.arrayBuffer();
}

async function timed(kind: LatencyKind, i: number) {
  const { path, headers } = kind.request(i);
  const started = performance.now();
  const status = await httpGet(serverUrl() + path, headers);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return performance.now() - started;
}

/**
 * Each kind without the delay and with it, alternately request by request, so that a slow
 * spell of the machine falls on both (new requests each time, so all stay cold).
 */
export async function measureLatency(controlUrl: string, kinds: LatencyKind[]) {
  const rows: LatencyRow[] = [];
  for (const kind of kinds) {
    const near: number[] = [];
    const far: number[] = [];
    for (let i = 0; i < 2 * REQUESTS; i++) {
      const delayed = i % 2 === 1;
      await setDelay(controlUrl, delayed ? LATENCY_MS : 0);
      (delayed ? far : near).push(await timed(kind, i));
    }
    await setDelay(controlUrl, 0);
    rows.push({ name: kind.name, p50Near: median(near), p50Far: median(far) });
  }
  return rows;
}

export function printLatencyTable(rows: LatencyRow[]) {
  const roundTrip = 2 * LATENCY_MS;
  console.log(
    `\nRound trips to the database: ${REQUESTS} requests one at a time, p50, without and with ${LATENCY_MS} ms each way (${roundTrip} ms a round trip)\n`,
  );
  console.log("| what | p50 ms, near | p50 ms, far | extra ms | round trips |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const { name, p50Near, p50Far } of rows) {
    const extra = p50Far - p50Near;
    console.log(
      `| ${name} | ${p50Near.toFixed(1)} | ${p50Far.toFixed(1)} | ${extra.toFixed(1)} | ${(extra / roundTrip).toFixed(1)} |`,
    );
  }
}
