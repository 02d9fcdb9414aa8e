/**
 * A local WebSocket-to-TCP proxy for the Neon serverless driver, so the Worker talks to a
 * local Postgres (or PGlite) exactly as it talks to Neon in production. It only forwards to
 * the addresses it is given (never an open proxy), and it closes both sides when the client
 * sends Terminate, so no server is left holding a connection the client has given up.
 */
import { createServer } from "node:http";
import net from "node:net";
import { WebSocketServer, type RawData } from "ws";
import { createNeonHttpStandin } from "./neon-http-standin";
import {
  createSessionPool,
  messageReader,
  protocolMessage,
  type PooledSession,
} from "./pg-session-pool";

const TERMINATE = 0x58; // 'X', followed by the int32 length 4
const READY_FOR_QUERY = 0x5a; // 'Z'
const PROTOCOL_3 = 196608; // a StartupMessage's version; SSL and cancel requests carry others

export interface WsProxy {
  url: string;
  port: number;
  /**
   * http://host:port/connections: `{ opened, open, httpQueries }`, the WebSocket connections to
   * the database it made so far, and the queries sent to its HTTP endpoint.
   */
  statsUrl: string;
  close(): Promise<void>;
  /** Lets the process end while the proxy still listens (test runners' own servers). */
  unref(): void;
}

function isTerminate(data: Buffer) {
  return data.length === 5 && data[0] === TERMINATE && data.readInt32BE(1) === 4;
}

function splitAddress(address: string): [string, number] {
  const separator = address.lastIndexOf(":");
  return [address.slice(0, separator), Number(address.slice(separator + 1))];
}

export async function startWsProxy({
  allow,
  port = 0,
  host = "127.0.0.1",
  poolSessions = false,
}: {
  allow: string[];
  port?: number;
  host?: string;
  /** Keep Postgres sessions between connections, as Neon's pooler does (pg-session-pool.ts). */
  poolSessions?: boolean;
}): Promise<WsProxy> {
  const allowed = new Set(allow);
  const pools = new Map<string, ReturnType<typeof createSessionPool>>();
  const sessionPoolFor = (address: string) => {
    let pool = pools.get(address);
    if (!pool) {
      const [host, port] = splitAddress(address);
      pool = createSessionPool({ host, port });
      pools.set(address, pool);
    }
    return pool;
  };
  const sockets = new Set<net.Socket>();
  let opened = 0;
  // The same addresses over Neon's HTTP query protocol (`POST /sql`), for one-fetch reads.
  const httpQueries = createNeonHttpStandin({
    allow: allowed,
    keepsProcessAlive: () => keepsProcessAlive,
  });
  // What an operator reads to see how many Postgres connections the Worker opens.
  let keepsProcessAlive = true;
  const httpServer = createServer((request, response) => {
    if (httpQueries.handle(request, response)) return;
    if (request.method !== "GET" || request.url !== "/connections") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ opened, open: sockets.size, httpQueries: httpQueries.queries }));
  });
  // Idle connections stay open until the Worker closes them, as Neon's endpoint keeps them. With
  // Node's 5 s default, workerd would send a read on a connection the server had just closed, and
  // that read fails as "Network connection lost".
  httpServer.keepAliveTimeout = 0;
  const server = new WebSocketServer({ server: httpServer });

  server.on("connection", (ws, request) => {
    const address = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    if (!allowed.has(address)) {
      ws.close(1008, "address not allowed");
      return;
    }
    opened++;
    if (!keepsProcessAlive) request.socket.unref();
    const pool = poolSessions ? sessionPoolFor(address) : undefined;
    let socket: net.Socket | undefined;
    /** Set once the session may be kept for another client when this one is done. */
    let keep: { startup: Buffer; session: PooledSession } | undefined;
    let released = false;
    const pending: Buffer[] = [];
    let connected = false;

    const attach = (target: net.Socket) => {
      socket = target;
      sockets.add(target);
      if (!keepsProcessAlive) target.unref();
      target.on("data", (chunk) => ws.readyState === ws.OPEN && ws.send(chunk));
      target.on("close", () => {
        sockets.delete(target);
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
      });
      target.on("error", () => ws.terminate());
    };
    const connectTo = (target: net.Socket, first: Buffer) => {
      attach(target);
      pending.push(first);
      target.on("connect", () => {
        connected = true;
        for (const chunk of pending.splice(0)) target.write(chunk);
      });
    };

    const start = (data: Buffer) => {
      const length = data.length >= 8 ? data.readInt32BE(0) : 0;
      const isStartup = length <= data.length && data.readInt32BE(4) === PROTOCOL_3;
      if (!pool || !isStartup) {
        const [host, port] = splitAddress(address);
        connectTo(net.connect({ host, port, noDelay: true }), data);
        return;
      }
      const startup = data.subarray(0, length);
      const kept = pool.take(startup);
      if (kept) {
        attach(kept.socket);
        connected = true;
        keep = { startup, session: kept };
        ws.send(kept.greeting);
        if (length < data.length) kept.socket.write(data.subarray(length));
        return;
      }
      const target = pool.connect();
      const greeting: Buffer[] = [];
      const readGreeting = messageReader((type, body) => {
        greeting.push(protocolMessage(type, body));
        if (type !== READY_FOR_QUERY) return;
        target.off("data", readGreeting);
        const bytes = Buffer.concat(greeting);
        if (pool.poolable(bytes)) keep = { startup, session: { socket: target, greeting: bytes } };
      });
      target.on("data", readGreeting);
      connectTo(target, data);
    };

    ws.on("message", (raw: RawData) => {
      const data = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
      if (!socket) return start(data);
      if (isTerminate(data) && keep && pool) {
        released = true;
        sockets.delete(socket);
        pool.release(keep.startup, keep.session);
        ws.close();
        return;
      }
      if (connected) socket.write(data);
      else pending.push(data);
      if (isTerminate(data)) {
        socket.end();
        ws.close();
      }
    });
    const drop = () => {
      if (!released) socket?.destroy();
    };
    ws.on("close", drop);
    ws.on("error", drop);
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => resolve());
  });
  const actualPort = (httpServer.address() as net.AddressInfo).port;
  return {
    url: `ws://${host}:${actualPort}/v1`,
    port: actualPort,
    statsUrl: `http://${host}:${actualPort}/connections`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pool of pools.values()) pool.close();
        httpQueries.close();
        for (const socket of sockets) socket.destroy();
        for (const client of server.clients) client.terminate();
        server.close(() => httpServer.close(() => resolve()));
      }),
    unref: () => {
      keepsProcessAlive = false;
      httpServer.unref();
    },
  };
}
