/**
 * One way to reach Postgres, for the Worker and for the Node scripts alike: the Neon
 * serverless driver (Postgres wire protocol over WebSocket). In production it talks to Neon
 * directly; locally a small WebSocket-to-TCP proxy (scripts/lib/ws-proxy.ts) stands in front
 * of PGlite or a local Postgres, so the driver code is the same everywhere.
 */
import { neonConfig, Pool } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema>>;

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
  if (wsProxy) {
    // Local proxy only: plain ws:// on loopback, and no TLS pipelining the proxy cannot speak.
    // The driver adds the ws:// scheme itself.
    const proxyAddress = wsProxy.replace(/^wss?:\/\//, "");
    neonConfig.wsProxy = (host, port) => `${proxyAddress}?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  return new Pool({ connectionString: url, max, connectionTimeoutMillis });
}

export function createDrizzle(pool: Pool): Database {
  return drizzle({ client: pool, schema });
}
