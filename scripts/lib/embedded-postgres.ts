/**
 * The embedded default database: PGlite (Postgres compiled to WebAssembly) persisted in a
 * folder, served on a loopback port by pglite-socket so the ws proxy can reach it.
 */
import { mkdirSync } from "node:fs";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  address: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 200 });
  await server.start();
  return {
    // PGlite ignores the user, password and database names.
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    address: `127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
