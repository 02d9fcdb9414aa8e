/**
 * The local stack the Worker needs: a Postgres (the given DATABASE_URL, or embedded PGlite),
 * the ws proxy in front of it, migrations and seed. Used by `npm start` and by the tests.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultSitePages } from "~/content/site-pages";
import { renderStalePostContent } from "~/services/blog/rendered-content.server";
import { attachSampleImage, seedDatabase, seedSampleLeads, seedSitePages } from "~db/seed";
import { addressOf, connect, migrateDatabase } from "./database";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { startFaultProxy } from "./fault-proxy";
import { ensureSampleImage } from "./sample-media";
import { startWsProxy } from "./ws-proxy";

export const projectRoot = path.resolve(new URL("../..", import.meta.url).pathname);
export const dataDir = path.join(projectRoot, ".data");

export interface LocalDatabase {
  url: string;
  wsProxy: string;
  stop(): Promise<void>;
}

export async function startLocalDatabase({
  databaseUrl,
  pgliteDir,
  latency,
}: {
  databaseUrl?: string;
  pgliteDir: string;
  /**
   * A database far away: the Worker reaches the proxy (WebSocket and HTTP alike) through a
   * fault proxy that holds each chunk `delayMs` each way, switched at
   * `http://127.0.0.1:<controlPort>/delay/<ms>` (npm start's DATABASE_LATENCY_MS and
   * DATABASE_LATENCY_CONTROL_PORT; the bench's latency rows).
   */
  latency?: { delayMs: number; controlPort?: number };
}): Promise<LocalDatabase> {
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(pgliteDir);
  const url = databaseUrl ?? embedded!.url;
  // A Postgres server starts a process per session, which Neon's pooler spares production: the
  // proxy keeps sessions as the pooler does. PGlite is one session already.
  const proxy = await startWsProxy({ allow: [addressOf(url)], poolSessions: !embedded });
  const far = latency
    ? await startFaultProxy({ target: `127.0.0.1:${proxy.port}`, ...latency })
    : undefined;
  return {
    url,
    wsProxy: far ? `ws://${far.address}/v1` : proxy.url,
    async stop() {
      await far?.close();
      await proxy.close();
      await embedded?.stop();
    },
  };
}

/**
 * Migrates and seeds the sample posts. `sampleContent` adds what only a local database should
 * hold: invented enquiries, and an image in the local R2 bucket shown on one sample post.
 */
export async function prepareDatabase(
  database: LocalDatabase,
  { seed = true, sampleContent = false } = {},
) {
  const { db, close } = connect(database.url, database.wsProxy);
  try {
    await migrateDatabase(db);
    const seeded = seed
      ? { ...(await seedDatabase(db)), sitePages: await seedSitePages(db, defaultSitePages) }
      : { blogPosts: 0, sitePages: 0 };
    // Posts the seed wrote, or written before their pages' HTML was kept, or by an older
    // renderer: rendered now, so that their pages need not.
    await renderStalePostContent(db);
    if (!seed || !sampleContent) return { ...seeded, leads: 0 };
    await attachSampleImage(db, await ensureSampleImage(path.join(dataDir, "wrangler")));
    return { ...seeded, leads: await seedSampleLeads(db) };
  } finally {
    await close();
  }
}

const LOCAL_SECRET_NAMES = ["SESSION_SECRET", "JWT_SECRET", "ENCRYPTION_KEY"] as const;
type LocalSecrets = Record<(typeof LOCAL_SECRET_NAMES)[number], string>;

/**
 * Local secrets, made once and kept in .data/ so sessions (and encrypted 2FA secrets) survive a
 * restart; one added in a later version is made and kept beside the ones already there.
 */
export function localSecrets(): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  const stored: Partial<LocalSecrets> = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8"))
    : {};
  const missing = LOCAL_SECRET_NAMES.filter((name) => !stored[name]);
  const secrets = { ...stored } as LocalSecrets;
  for (const name of missing) secrets[name] = randomBytes(32).toString("base64url");
  if (missing.length > 0) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Optional settings passed through from the shell to the Worker when set. */
const PASS_THROUGH_ENV = [
  "SITE_URL",
  "RECAPTCHA_SITE_KEY",
  "RECAPTCHA_SECRET_KEY",
  "RECAPTCHA_VERIFY_URL",
  "RECAPTCHA_SCRIPT_URL",
  "RECAPTCHA_MIN_SCORE",
  "CHAT_WEBHOOK_URL",
  "CONTACT_NOTIFY_WEBHOOK_URL",
  "INVITE_MAIL_WEBHOOK_URL",
  "ANALYTICS_MEASUREMENT_ID",
  "ANALYTICS_SCRIPT_URL",
] as const;

/** Writes the Worker's variables to an env file for `wrangler dev --env-file`. */
export function writeWorkerEnvFile(name: string, vars: Record<string, string | undefined>) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.env`);
  const lines = Object.entries(vars)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  writeFileSync(file, lines.join("\n") + "\n", { mode: 0o600 });
  return file;
}

export function passThroughEnv() {
  return Object.fromEntries(PASS_THROUGH_ENV.map((key) => [key, process.env[key]]));
}
