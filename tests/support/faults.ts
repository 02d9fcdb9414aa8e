/**
 * Breaking the database under a running Worker: the run's Postgres is also reachable through a
 * proxy (scripts/lib/fault-proxy.ts) that a test can cut or freeze, and a second connection can
 * hold a lock while the Worker works.
 */
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import type { FaultMode } from "../../scripts/lib/fault-proxy";
import { withDb } from "./worker";

const bindings = env as unknown as Record<string, string>;

/** Environment values that send the Worker's database traffic through the fault proxy. */
export const FAULTY_DATABASE = {
  DATABASE_URL: bindings.FAULTY_DATABASE_URL!,
  DATABASE_WS_PROXY: bindings.FAULTY_DATABASE_WS_PROXY!,
};

export async function setDatabaseFault(mode: FaultMode) {
  const response = await fetch(`${bindings.FAULT_PROXY_URL}/${mode}`, { method: "POST" });
  if (!response.ok) throw new Error(`fault proxy answered ${response.status}`);
  await response.body?.cancel();
}

/**
 * Runs `work` while a second connection holds an exclusive lock on `table` (as a migration's
 * ALTER TABLE would), then releases it.
 */
export async function whileLocked<T>(table: string, work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = withDb((db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
      locked();
      await released;
    }),
  );
  await isLocked;
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}

/** How long `work` took, in milliseconds, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const startedAt = Date.now();
  const result = await work();
  return { result, ms: Date.now() - startedAt };
}
