/**
 * A TCP proxy between the Worker and Postgres that a test can break on purpose, as networks
 * and databases break in production:
 *  - `up`: bytes pass both ways;
 *  - `cut`: every open connection is reset and new ones are refused at once (Postgres stopped);
 *  - `freeze`: connections stay open but no byte moves either way (a frozen network path or a
 *    hung server); whatever was held back flows again when the proxy is `up`.
 * Beside the mode, a latency: each chunk is held `delayMs` in each direction, and a new
 * connection's first bytes one round trip more (the TCP handshake a far server costs), so a
 * local server answers as one that far away would.
 * Its HTTP control endpoint (`POST /up`, `/cut`, `/freeze`, `/delay/<ms>`; `GET /` tells the
 * mode) lets tests that run inside workerd switch it.
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import net from "node:net";

export type FaultMode = "up" | "cut" | "freeze";

export interface FaultProxy {
  /** host:port the proxy listens on. */
  address: string;
  /** http://host:port of the control endpoint. */
  controlUrl: string;
  setMode(mode: FaultMode): void;
  /** Milliseconds each chunk is held in each direction (0: none). */
  setDelay(ms: number): void;
  close(): Promise<void>;
  /** Lets the process end while the proxy still listens (test runners' own servers). */
  unref(): void;
}

interface Link {
  client: net.Socket;
  server: net.Socket;
}

export async function startFaultProxy({
  target,
  host = "127.0.0.1",
  controlPort = 0,
  delayMs: initialDelayMs = 0,
}: {
  /** host:port of Postgres (or of whatever the proxy stands in front of). */
  target: string;
  host?: string;
  /** Where the control endpoint listens; any free port by default. */
  controlPort?: number;
  delayMs?: number;
}): Promise<FaultProxy> {
  const separator = target.lastIndexOf(":");
  const targetHost = target.slice(0, separator);
  const targetPort = Number(target.slice(separator + 1));
  let mode: FaultMode = "up";
  let delayMs = initialDelayMs;
  let keepsProcessAlive = true;
  const links = new Set<Link>();

  const proxy = net.createServer((client) => {
    if (mode === "cut") {
      client.resetAndDestroy();
      return;
    }
    // Each chunk leaves as it comes, as Postgres and its clients send theirs: with Nagle's
    // algorithm a small write waits for the peer's delayed ACK, up to 40 ms on Linux.
    client.setNoDelay(true);
    const server = net.connect({ host: targetHost, port: targetPort, noDelay: true });
    const link = { client, server };
    links.add(link);
    if (!keepsProcessAlive) {
      client.unref();
      server.unref();
    }
    // A far server answers a connection one round trip after it was opened: the first bytes
    // arrive after that and their own way there.
    const handshakeEnds = Date.now() + 2 * delayMs;
    forward(client, server, handshakeEnds);
    forward(server, client, 0);
    // After pipe(), which starts the flow.
    if (mode === "freeze") pause(link);
    const drop = () => {
      links.delete(link);
      client.destroy();
      server.destroy();
    };
    client.on("close", drop).on("error", drop);
    server.on("close", drop).on("error", drop);
  });

  /** Passes `from`'s bytes to `to`, each held `delayMs`, in order, none before `notBefore`. */
  function forward(from: net.Socket, to: net.Socket, notBefore: number) {
    const held: { due: number; chunk: Buffer }[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      while (held.length > 0 && held[0]!.due <= Date.now()) {
        const { chunk } = held.shift()!;
        if (!to.destroyed) to.write(chunk);
      }
      if (held.length > 0) timer = setTimeout(flush, held[0]!.due - Date.now());
    };
    from.on("data", (chunk: Buffer) => {
      held.push({ due: Math.max(Date.now(), notBefore) + delayMs, chunk });
      if (!timer) flush();
    });
  }

  function pause({ client, server }: Link) {
    client.pause();
    server.pause();
  }
  function resume({ client, server }: Link) {
    client.resume();
    server.resume();
  }

  function setMode(next: FaultMode) {
    mode = next;
    for (const link of links) {
      if (next === "cut") {
        link.client.resetAndDestroy();
        link.server.destroy();
      } else if (next === "freeze") pause(link);
      else resume(link);
    }
  }

  const control: HttpServer = createHttpServer((request, response) => {
    const requested = request.url?.slice(1) as FaultMode;
    const delay = /^\/delay\/(\d+)$/.exec(request.url ?? "");
    if (request.method === "POST" && delay) {
      delayMs = Number(delay[1]);
      response.writeHead(200, { "Content-Type": "application/json" });
    } else if (request.method === "POST" && ["up", "cut", "freeze"].includes(requested)) {
      setMode(requested);
      response.writeHead(200, { "Content-Type": "application/json" });
    } else if (request.method !== "GET") {
      response.writeHead(404);
      response.end();
      return;
    }
    response.end(JSON.stringify({ mode, delayMs, connections: links.size }));
  });

  await Promise.all([listen(proxy, host), listen(control, host, controlPort)]);
  return {
    address: `${host}:${(proxy.address() as net.AddressInfo).port}`,
    controlUrl: `http://${host}:${(control.address() as net.AddressInfo).port}`,
    setMode,
    setDelay: (ms) => (delayMs = ms),
    unref: () => {
      keepsProcessAlive = false;
      proxy.unref();
      control.unref();
    },
    close: async () => {
      setMode("cut");
      await Promise.all([
        new Promise((resolve) => proxy.close(resolve)),
        new Promise((resolve) => control.close(resolve)),
      ]);
    },
  };
}

function listen(server: net.Server | HttpServer, host: string, port = 0) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}
