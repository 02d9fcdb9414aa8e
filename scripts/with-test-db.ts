/**
 * Runs a command against a fresh, migrated and seeded database, then drops it.
 * TEST_DATABASE_URL (e.g. the machine's Postgres) gets a new database for the run;
 * without it, a throw-away embedded PGlite is used. The command sees DATABASE_URL,
 * DATABASE_WS_PROXY and fresh SESSION_SECRET / JWT_SECRET.
 *
 *   tsx scripts/with-test-db.ts -- vitest run ...
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addressOf, connect } from "./lib/database";
import { prepareDatabase, projectRoot, startLocalDatabase } from "./lib/local-stack";
import { startWsProxy } from "./lib/ws-proxy";

const separator = process.argv.indexOf("--");
const command = process.argv.slice(separator + 1);
if (separator < 0 || command.length === 0) {
  console.error("usage: tsx scripts/with-test-db.ts -- <command> [args...]");
  process.exit(2);
}

/** Creates a database next to TEST_DATABASE_URL's and returns its URL and a way to drop it. */
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

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const pgliteDir = server ? "" : mkdtempSync(path.join(os.tmpdir(), "aidev-test-pglite-"));
  const database = await startLocalDatabase({ databaseUrl: server?.url, pgliteDir });
  let exitCode = 1;
  try {
    await prepareDatabase(database);
    const child = spawn(command[0]!, command.slice(1), {
      cwd: projectRoot,
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATABASE_WS_PROXY: database.wsProxy,
        SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
        JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("base64url"),
        WRANGLER_SEND_METRICS: "false",
      },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    exitCode = await new Promise<number>((resolve) =>
      child.on("exit", (code) => resolve(code ?? 1)),
    );
  } finally {
    await database.stop();
    await server?.drop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
