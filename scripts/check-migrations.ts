/**
 * `npm run check:migrations`: what a deploy needs of db/migrations, checked before it runs.
 *  1. db/schema.ts has no change that no migration covers (drizzle-kit generates nothing new).
 *  2. All migrations apply to an empty database.
 *  3. A database at the previous release's schema (every migration but the newest), holding
 *     data, upgrades to the current one and keeps its rows.
 * Uses a scratch database (TEST_DATABASE_URL's server, else embedded PGlite) and drops it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connect, migrateDatabase, migrationsFolder } from "./lib/database";
import { projectRoot } from "./lib/local-stack";
import { createScratchDatabase } from "./lib/scratch-database";

interface Journal {
  entries: { idx: number; tag: string }[];
}

function fail(message: string): never {
  console.error(`FAIL ${message}`);
  process.exit(1);
}

function copyOfMigrations() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "aidev-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  return folder;
}

function checkSchemaCovered() {
  const folder = copyOfMigrations();
  try {
    // drizzle-kit reads --out relative to the working directory, and exits 0 even on errors.
    const outFolder = path.relative(projectRoot, folder);
    const run = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "drizzle-kit"),
      ["generate", "--dialect", "postgresql", "--schema", "./db/schema.ts", "--out", outFolder],
      { cwd: projectRoot, encoding: "utf8" },
    );
    const output = `${run.stdout}${run.stderr}`;
    const existing = new Set(readdirSync(migrationsFolder));
    const uncovered = readdirSync(folder).filter((name) => !existing.has(name));
    if (uncovered.length > 0)
      fail("db/schema.ts has changes that no migration covers: run `npm run db:generate`");
    if (run.status !== 0 || !/No schema changes/i.test(output))
      fail(`drizzle-kit could not compare db/schema.ts with db/migrations:\n${output}`);
    console.log("ok   db/schema.ts and db/migrations agree");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withScratchDatabase(work: (db: ReturnType<typeof connect>["db"]) => Promise<void>) {
  const database = await createScratchDatabase();
  const { db, close } = connect(database.url, database.wsProxy);
  try {
    await work(db);
  } finally {
    await close();
    await database.dispose();
  }
}

/** The migrations folder as the previous release had it: every migration but the newest. */
function previousReleaseMigrations(journal: Journal) {
  const folder = copyOfMigrations();
  const previous = { ...journal, entries: journal.entries.slice(0, -1) };
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(previous, null, 2));
  return folder;
}

// Rows in the tables and columns the first release created; later migrations must keep them.
async function insertSampleRows(db: ReturnType<typeof connect>["db"]) {
  await db.execute(sql`insert into users (username, password, email, role)
    values ('upgrade-check', 'scrypt$x', 'upgrade-check@example.com', 'super_admin')`);
  await db.execute(sql`insert into blog_posts (slug, title, excerpt, content, category, published)
    values ('upgrade-check', 'Upgrade check', 'Kept across migrations', 'Body', 'AI', true)`);
  await db.execute(sql`insert into contact_submissions (first_name, last_name, email, message)
    values ('Ada', 'Lovelace', 'ada@example.com', 'Kept across migrations')`);
}

async function countSampleRows(db: ReturnType<typeof connect>["db"]) {
  const result = await db.execute<{ n: number }>(sql`select
    (select count(*) from users where email = 'upgrade-check@example.com')
    + (select count(*) from blog_posts where slug = 'upgrade-check')
    + (select count(*) from contact_submissions where email = 'ada@example.com') as n`);
  return Number(result.rows[0]?.n);
}

async function main() {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as Journal;

  checkSchemaCovered();

  await withScratchDatabase(async (db) => {
    await migrateDatabase(db);
    console.log(`ok   ${journal.entries.length} migration(s) apply to an empty database`);
  });

  if (journal.entries.length < 2) {
    console.log("ok   no previous release schema to upgrade from (one migration)");
    return;
  }
  const newest = journal.entries.at(-1)!.tag;
  const previous = previousReleaseMigrations(journal);
  try {
    await withScratchDatabase(async (db) => {
      await migrateDatabase(db, previous);
      await insertSampleRows(db);
      await migrateDatabase(db);
      const kept = await countSampleRows(db);
      if (kept !== 3) fail(`upgrading with ${newest} lost rows (${kept} of 3 kept)`);
    });
    console.log(`ok   a populated database upgrades to ${newest} and keeps its rows`);
  } finally {
    rmSync(previous, { recursive: true, force: true });
  }
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : `${error}`));
