/**
 * A local WebSocket-to-TCP proxy for the Neon serverless driver, so the Worker talks to a
 * local Postgres (or PGlite) exactly as it talks to Neon in production. It only forwards to
 * the addresses it is given (never an open proxy), and it closes both sides when the client
 * sends Terminate, so no server is left holding a connection the client has given up.
 */
import { createServer } from "node:http";
import net from "node:net";
import { WebSocketServer, type RawData } from "ws";

const TERMINATE = 0x58; // 'X', followed by the int32 length 4

export interface WsProxy {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Lets the process end while the proxy still listens (test runners' own servers). */
  unref(): void;
}

function isTerminate(data: Buffer) {
  return data.length === 5 && data[0] === TERMINATE && data.readInt32BE(1) === 4;
}

export async function startWsProxy({
  allow,
  port = 0,
  host = "127.0.0.1",
}: {
  allow: string[];
  port?: number;
  host?: string;
}): Promise<WsProxy> {
  const allowed = new Set(allow);
  const httpServer = createServer();
  const server = new WebSocketServer({ server: httpServer });
  const sockets = new Set<net.Socket>();
  let keepsProcessAlive = true;

  server.on("connection", (ws, request) => {
    const address = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    if (!allowed.has(address)) {
      ws.close(1008, "address not allowed");
      return;
    }
    const [targetHost, targetPort] = [
      address.slice(0, address.lastIndexOf(":")),
      Number(address.slice(address.lastIndexOf(":") + 1)),
    ];
    const socket = net.connect({ host: targetHost, port: targetPort });
    sockets.add(socket);
    if (!keepsProcessAlive) {
      socket.unref();
      request.socket.unref();
    }
    const pending: Buffer[] = [];
    let connected = false;

    socket.on("connect", () => {
      connected = true;
      for (const chunk of pending.splice(0)) socket.write(chunk);
    });
    socket.on("data", (chunk) => ws.readyState === ws.OPEN && ws.send(chunk));
    socket.on("close", () => {
      sockets.delete(socket);
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
    });
    socket.on("error", () => ws.terminate());

    ws.on("message", (raw: RawData) => {
      const data = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
      if (connected) socket.write(data);
      else pending.push(data);
      if (isTerminate(data)) {
        socket.end();
        ws.close();
      }
    });
    ws.on("close", () => socket.destroy());
    ws.on("error", () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => resolve());
  });
  const actualPort = (httpServer.address() as net.AddressInfo).port;
  return {
    url: `ws://${host}:${actualPort}/v1`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
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
