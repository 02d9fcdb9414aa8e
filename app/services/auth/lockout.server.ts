/**
 * Account lockout (see README "Sign-in lockout"). Failures are counted per e-mail address
 * (whether or not an account exists, so a lock reveals nothing) and, with a looser limit,
 * per IP address. Too many failures inside the window lock the identifier; each further
 * lock of the same identifier lasts twice as long, up to a day. A successful sign-in clears
 * the e-mail's record; the IP's record only expires, so one known account cannot reset it.
 *
 * Every function takes `now`, so callers (and tests) decide what time it is.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { accountLockouts } from "../../../db/schema";

export type LockoutScope = "email" | "ip";

export interface LockoutRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60 * 1000;
export const LOCKOUT_RULES: Record<LockoutScope, LockoutRule> = {
  email: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  ip: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
};
export const MAX_LOCK_MS = 24 * 60 * MINUTE;
/** A lock that ended this long ago no longer counts towards doubling. */
const REPEAT_MEMORY_MS = 24 * 60 * MINUTE;

export interface LockoutKey {
  scope: LockoutScope;
  identifier: string;
}

export function emailKey(email: string): LockoutKey {
  return { scope: "email", identifier: email.trim().toLowerCase() };
}

export function ipKey(ip: string): LockoutKey {
  return { scope: "ip", identifier: ip };
}

export interface ActiveLock {
  scope: LockoutScope;
  lockedUntil: Date;
}

/** The lock that ends last among these keys, or null when none is locked now. */
export async function activeLock(
  db: Database,
  keys: LockoutKey[],
  now = new Date(),
): Promise<ActiveLock | null> {
  const rows = await Promise.all(
    keys.map(async (key) => {
      const [row] = await db
        .select({ lockedUntil: accountLockouts.lockedUntil })
        .from(accountLockouts)
        .where(
          and(
            eq(accountLockouts.identifierType, key.scope),
            eq(accountLockouts.identifier, key.identifier),
            gte(accountLockouts.lockedUntil, now),
          ),
        );
      return row?.lockedUntil ? { scope: key.scope, lockedUntil: row.lockedUntil } : null;
    }),
  );
  return rows.reduce<ActiveLock | null>(
    (latest, lock) => (lock && (!latest || lock.lockedUntil > latest.lockedUntil) ? lock : latest),
    null,
  );
}

/** Counts one failure; returns the lock it caused, if it was the one too many. */
export async function recordFailure(
  db: Database,
  key: LockoutKey,
  now = new Date(),
): Promise<ActiveLock | null> {
  const rule = LOCKOUT_RULES[key.scope];
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const [row] = await db
    .insert(accountLockouts)
    .values({
      identifier: key.identifier,
      identifierType: key.scope,
      failedAttempts: 1,
      lastFailedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [accountLockouts.identifierType, accountLockouts.identifier],
      set: {
        failedAttempts: sql`case when ${accountLockouts.lastFailedAt} is null or ${accountLockouts.lastFailedAt} <= ${windowStart}::timestamptz then 1 else ${accountLockouts.failedAttempts} + 1 end`,
        lastFailedAt: now,
        updatedAt: now,
      },
    })
    .returning();
  if (!row || row.failedAttempts < rule.maxFailures) return null;

  const forgetsEarlierLocks =
    row.lockedUntil !== null && now.getTime() - row.lockedUntil.getTime() > REPEAT_MEMORY_MS;
  const earlierLocks = forgetsEarlierLocks ? 0 : row.lockCount;
  const lockedUntil = new Date(
    now.getTime() + Math.min(rule.lockMs * 2 ** earlierLocks, MAX_LOCK_MS),
  );
  // Compare-and-set on the count, so two simultaneous failures lock once, not twice.
  const [locked] = await db
    .update(accountLockouts)
    .set({ lockedUntil, lockCount: earlierLocks + 1, failedAttempts: 0, updatedAt: now })
    .where(
      and(eq(accountLockouts.id, row.id), eq(accountLockouts.failedAttempts, row.failedAttempts)),
    )
    .returning({ lockedUntil: accountLockouts.lockedUntil });
  return locked?.lockedUntil ? { scope: key.scope, lockedUntil: locked.lockedUntil } : null;
}

/** After a successful sign-in: the e-mail starts with a clean slate. */
export async function clearFailures(db: Database, key: LockoutKey) {
  await db
    .delete(accountLockouts)
    .where(
      and(
        eq(accountLockouts.identifierType, key.scope),
        eq(accountLockouts.identifier, key.identifier),
      ),
    );
}

/** "Try again in 15 minutes": whole minutes, rounded up, never zero. */
export function minutesUntil(until: Date, now: Date) {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
}

export function lockMessage(lock: ActiveLock, now: Date) {
  const minutes = minutesUntil(lock.lockedUntil, now);
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return lock.scope === "email"
    ? `Too many failed sign-in attempts. This account is locked; try again in ${wait}.`
    : `Too many failed sign-in attempts from your network. Try again in ${wait}.`;
}
