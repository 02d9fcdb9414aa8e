/**
 * The embedded default database: PGlite (Postgres compiled to WebAssembly) persisted in a
 * folder, served on a loopback port so the ws proxy can reach it.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { startPgliteServer } from "./pglite-server";

interface EmbeddedPostgres {
  url: string;
  address: string;
  stop(): Promise<void>;
}

/**
 * PGlite persisted in `dataDir`, with the extensions the migrations create: PGlite's are bundles
 * loaded when it starts, so `create extension` finds only those passed here.
 */
export function openPglite(dataDir: string) {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const db = await openPglite(dataDir);
  const server = await startPgliteServer(db);
  const port = server.port;
  return {
    // PGlite ignores the user, password and database names.
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    address: `127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}
