/**
 * Runs a command against a fresh, migrated and seeded database, then drops it.
 * TEST_DATABASE_URL (e.g. the machine's Postgres) gets a new database for the run;
 * without it, a throw-away embedded PGlite is used. The command sees DATABASE_URL,
 * DATABASE_WS_PROXY and fresh SESSION_SECRET / JWT_SECRET / ENCRYPTION_KEY.
 *
 *   tsx scripts/with-test-db.ts -- vitest run ...
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { prepareDatabase, projectRoot } from "./lib/local-stack";
import { createScratchDatabase } from "./lib/scratch-database";

const separator = process.argv.indexOf("--");
const command = process.argv.slice(separator + 1);
if (separator < 0 || command.length === 0) {
  console.error("usage: tsx scripts/with-test-db.ts -- <command> [args...]");
  process.exit(2);
}

async function main() {
  const database = await createScratchDatabase();
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
        ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? randomBytes(32).toString("base64url"),
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
    await database.dispose();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
