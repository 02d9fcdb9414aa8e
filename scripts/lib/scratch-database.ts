/**
 * A throw-away database for one run: a new database next to TEST_DATABASE_URL's when it is set
 * (e.g. the machine's Postgres), else an embedded PGlite in a temporary folder. `dispose` stops
 * everything and drops or deletes it.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addressOf, connect } from "./database";
import { startLocalDatabase, type LocalDatabase } from "./local-stack";
import { startWsProxy } from "./ws-proxy";

interface ScratchDatabase extends LocalDatabase {
  dispose(): Promise<void>;
}

async function createServerDatabase(serverUrl: string) {
  const name = `test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const proxy = await startWsProxy({ allow: [addressOf(serverUrl)] });
  const admin = connect(serverUrl, proxy.url);
  await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = connect(serverUrl, proxy.url);
      await again.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await again.close();
      await proxy.close();
    },
  };
}

export async function createScratchDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<ScratchDatabase> {
  const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const pgliteDir = server ? "" : mkdtempSync(path.join(os.tmpdir(), "aidev-scratch-pglite-"));
  const database = await startLocalDatabase({ databaseUrl: server?.url, pgliteDir });
  return {
    ...database,
    async dispose() {
      await database.stop();
      await server?.drop();
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
}
