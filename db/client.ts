/**
 * One way to reach Postgres, for the Worker and for the Node scripts alike: the Neon
 * serverless driver (Postgres wire protocol over WebSocket). In production it talks to Neon
 * directly; locally a small WebSocket-to-TCP proxy (scripts/lib/ws-proxy.ts) stands in front
 * of PGlite or a local Postgres, so the driver code is the same everywhere.
 */
import { neon, neonConfig, Pool } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";

/**
 * Queries are written with the query builder. Drizzle's relational API (`db.query`) is left
 * out: a handle made with the schema walks all of it when it is made, about a millisecond of
 * CPU for every request that reads, since each request makes its own handle.
 */
export type Database = ReturnType<typeof drizzle>;

interface ConnectionOptions {
  url: string;
  /** ws://host:port of the local proxy; unset for Neon. */
  wsProxy?: string;
  /** Node has no global WebSocket before v22: the scripts pass the `ws` package. */
  webSocketConstructor?: unknown;
  max?: number;
  /** How long to wait for a connection, opening or queued behind busy ones (0: no limit). */
  connectionTimeoutMillis?: number;
}

export function createPool({
  url,
  wsProxy,
  webSocketConstructor,
  max = 4,
  connectionTimeoutMillis = 5000,
}: ConnectionOptions) {
  if (webSocketConstructor)
    neonConfig.webSocketConstructor = webSocketConstructor as typeof WebSocket;
  throughLocalProxy(wsProxy);
  return new Pool({ connectionString: url, max, connectionTimeoutMillis });
}

function throughLocalProxy(wsProxy: string | undefined) {
  if (!wsProxy) return;
  // Local proxy only: plain ws:// on loopback, and no TLS pipelining the proxy cannot speak.
  // The driver adds the ws:// scheme itself.
  const proxyAddress = wsProxy.replace(/^wss?:\/\//, "");
  neonConfig.wsProxy = (host, port) => `${proxyAddress}?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
  // The same proxy answers Neon's HTTP query protocol (scripts/lib/neon-http-standin.ts).
  neonConfig.fetchEndpoint = `http://${new URL(wsProxy).host}/sql`;
}

/** How a statement's rows come back over HTTP (what drizzle asks of a Pool's `query`). */
export interface HttpQueryOptions {
  arrayMode: boolean;
  /** `pg`'s type parsers, as drizzle passes them (dates kept as text). */
  types?: unknown;
}

/**
 * Neon's HTTP query path: each statement is one `fetch` (production: to the database's own
 * `/sql` endpoint, over a connection the runtime keeps), no WebSocket and no session. Results
 * as `pg` gives them (`fullResults`), so drizzle's neon-serverless session reads them as it
 * reads a Pool's; `signal` aborts what is in flight.
 */
export function createHttpQuery({
  url,
  wsProxy,
  signal,
}: Pick<ConnectionOptions, "url" | "wsProxy"> & { signal?: AbortSignal }) {
  const http = neon(url, { fullResults: true, fetchOptions: signal ? { signal } : undefined });
  return (text: string, params: unknown[], { arrayMode, types }: HttpQueryOptions) => {
    // The endpoint is the driver's global setting, read when the fetch starts (`then` starts
    // it at once): set it just before, as another handle in this isolate may have changed it.
    throughLocalProxy(wsProxy);
    return http
      .query(text, params, {
        arrayMode,
        types: types as NonNullable<Parameters<typeof http.query>[2]>["types"],
      })
      .then((result) => result);
  };
}

export function createDrizzle(pool: Pool): Database {
  return drizzle({ client: pool });
}
