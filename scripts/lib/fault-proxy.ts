/**
 * A TCP proxy between the Worker and Postgres that a test can break on purpose, as networks
 * and databases break in production:
 *  - `up`: bytes pass both ways;
 *  - `cut`: every open connection is reset and new ones are refused at once (Postgres stopped);
 *  - `freeze`: connections stay open but no byte moves either way (a frozen network path or a
 *    hung server); whatever was held back flows again when the proxy is `up`.
 * Its HTTP control endpoint (`POST /up`, `/cut`, `/freeze`; `GET /` tells the mode) lets tests
 * that run inside workerd switch it.
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
}: {
  /** host:port of Postgres. */
  target: string;
  host?: string;
  /** Where the control endpoint listens; any free port by default. */
  controlPort?: number;
}): Promise<FaultProxy> {
  const separator = target.lastIndexOf(":");
  const targetHost = target.slice(0, separator);
  const targetPort = Number(target.slice(separator + 1));
  let mode: FaultMode = "up";
  let keepsProcessAlive = true;
  const links = new Set<Link>();

  const proxy = net.createServer((client) => {
    if (mode === "cut") {
      client.resetAndDestroy();
      return;
    }
    const server = net.connect({ host: targetHost, port: targetPort });
    const link = { client, server };
    links.add(link);
    if (!keepsProcessAlive) {
      client.unref();
      server.unref();
    }
    client.pipe(server);
    server.pipe(client);
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
    if (request.method === "POST" && ["up", "cut", "freeze"].includes(requested)) {
      setMode(requested);
      response.writeHead(200, { "Content-Type": "application/json" });
    } else if (request.method !== "GET") {
      response.writeHead(404);
      response.end();
      return;
    }
    response.end(JSON.stringify({ mode, connections: links.size }));
  });

  await Promise.all([listen(proxy, host), listen(control, host, controlPort)]);
  return {
    address: `${host}:${(proxy.address() as net.AddressInfo).port}`,
    controlUrl: `http://${host}:${(control.address() as net.AddressInfo).port}`,
    setMode,
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
