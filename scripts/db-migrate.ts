/** `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded database). */
import path from "node:path";
import { dataDir, prepareDatabase, startLocalDatabase } from "./lib/local-stack";

async function main() {
  const database = await startLocalDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: path.join(dataDir, "pglite"),
  });
  try {
    await prepareDatabase(database, { seed: process.argv.includes("--seed") });
    console.log("Migrations applied.");
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
