/** Node-side database work (migrate, seed, admin accounts) through the same driver as the Worker. */
import { migrate } from "drizzle-orm/neon-serverless/migrator";
import WebSocket from "ws";
// vitest.integration.config.ts imports this file, and Vite bundles a config without its aliases.
// eslint-disable-next-line no-restricted-imports
import { createDrizzle, createPool, type Database } from "../../db/client";

interface ScriptDatabase {
  db: Database;
  close(): Promise<void>;
}

export function connect(url: string, wsProxy: string): ScriptDatabase {
  const pool = createPool({ url, wsProxy, webSocketConstructor: WebSocket, max: 2 });
  return { db: createDrizzle(pool), close: () => pool.end() };
}

export const migrationsFolder = new URL("../../db/migrations", import.meta.url).pathname;

export async function migrateDatabase(db: Database, folder = migrationsFolder) {
  await migrate(db, { migrationsFolder: folder });
}

/** host:port of a postgres:// URL, as the ws proxy's allow-list names it. */
export function addressOf(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}`;
}
