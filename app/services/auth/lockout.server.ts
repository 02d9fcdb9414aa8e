/**
 * Account lockout (see README "Sign-in lockout"). Failures are counted per e-mail address
 * (whether or not an account exists, so a lock reveals nothing) and, with a looser limit,
 * per IP address. Too many failures inside the window lock the identifier; each further
 * lock of the same identifier lasts twice as long, up to a day. A successful sign-in clears
 * the e-mail's record; the IP's record only expires, so one known account cannot reset it.
 *
 * An attempt is counted before the password or code is checked (claimAttempt), and given back
 * if it turns out right (releaseAttempt), so attempts sent at the same moment cannot all be
 * evaluated before the first failure is written: see docs/decisions (atomic lockout).
 * The current-password checks of Settings count against the same records.
 *
 * Every function takes `now`, so callers (and tests) decide what time it is.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import { accountLockouts } from "~db/schema";

type LockoutScope = "email" | "ip";

interface LockoutRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60 * 1000;
export const LOCKOUT_RULES: Record<LockoutScope, LockoutRule> = {
  email: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  ip: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
};
const MAX_LOCK_MS = 24 * 60 * MINUTE;
/** A lock that ended this long ago no longer counts towards doubling. */
export const REPEAT_MEMORY_MS = 24 * 60 * MINUTE;

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

const where = (key: LockoutKey) =>
  and(
    eq(accountLockouts.identifierType, key.scope),
    eq(accountLockouts.identifier, key.identifier),
  );

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Earlier locks of the identifier that still count towards doubling (in SQL, on the row's old values). */
const earlierLocks = (now: Date) =>
  sql`case when ${accountLockouts.lockedUntil} is not null and ${accountLockouts.lockedUntil} < ${timestamp(new Date(now.getTime() - REPEAT_MEMORY_MS))} then 0 else ${accountLockouts.lockCount} end`;

/** The lock this identifier would get now: 15 minutes, doubled for each recent earlier lock, at most a day. */
function nextLockUntil(
  rule: LockoutRule,
  row: { lockedUntil: Date | null; lockCount: number },
  now: Date,
) {
  const forgotten =
    row.lockedUntil !== null && now.getTime() - row.lockedUntil.getTime() > REPEAT_MEMORY_MS;
  const earlier = forgotten ? 0 : row.lockCount;
  return new Date(now.getTime() + Math.min(rule.lockMs * 2 ** earlier, MAX_LOCK_MS));
}

/**
 * Takes one attempt for the key before the secret is checked, in one statement: the row is
 * created or updated only while the key is not locked and fewer than the allowed attempts
 * are counted in the window. Postgres serialises the statement per row, so of any number of
 * simultaneous attempts at most `maxFailures` get through. Null when granted; otherwise the
 * lock that refuses it (announced ahead while the last allowed attempts are still running).
 */
async function claimOne(db: Database, key: LockoutKey, now: Date): Promise<ActiveLock | null> {
  const rule = LOCKOUT_RULES[key.scope];
  const windowStart = timestamp(new Date(now.getTime() - rule.windowMs));
  const windowOver = sql`(${accountLockouts.lastFailedAt} is null or ${accountLockouts.lastFailedAt} <= ${windowStart})`;
  const [granted] = await db
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
        failedAttempts: sql`case when ${windowOver} then 1 else ${accountLockouts.failedAttempts} + 1 end`,
        lastFailedAt: now,
        updatedAt: now,
      },
      setWhere: sql`(${accountLockouts.lockedUntil} is null or ${accountLockouts.lockedUntil} <= ${timestamp(now)}) and (${windowOver} or ${accountLockouts.failedAttempts} < ${rule.maxFailures})`,
    })
    .returning({ id: accountLockouts.id });
  if (granted) return null;

  const [row] = await db
    .select({ lockedUntil: accountLockouts.lockedUntil, lockCount: accountLockouts.lockCount })
    .from(accountLockouts)
    .where(where(key));
  const lockedUntil =
    row?.lockedUntil && row.lockedUntil > now
      ? row.lockedUntil
      : nextLockUntil(rule, row ?? { lockedUntil: null, lockCount: 0 }, now);
  return { scope: key.scope, lockedUntil };
}

const anyOf = (keys: LockoutKey[]) => or(...keys.map(where));

/** Gives back an attempt that turned out not to be a failure (or was never evaluated). */
export async function releaseAttempt(db: Database, keys: LockoutKey[], now = new Date()) {
  await db
    .update(accountLockouts)
    .set({
      failedAttempts: sql`greatest(${accountLockouts.failedAttempts} - 1, 0)`,
      updatedAt: now,
    })
    .where(anyOf(keys));
}

type Claim = { granted: true } | { granted: false; lock: ActiveLock };

/**
 * Counts an attempt against every key (e-mail first, then network) before it is evaluated.
 * If one key refuses, the attempts already taken are given back and the attempt is refused.
 */
export async function claimAttempt(
  db: Database,
  keys: LockoutKey[],
  now = new Date(),
): Promise<Claim> {
  const taken: LockoutKey[] = [];
  for (const key of keys) {
    const lock = await claimOne(db, key, now);
    if (lock) {
      if (taken.length) await releaseAttempt(db, taken, now);
      return { granted: false, lock };
    }
    taken.push(key);
  }
  return { granted: true };
}

/**
 * The claimed attempt failed: it stays counted, and if the key has used up its attempts the
 * lock starts now. Compare-and-set on "not locked yet", so simultaneous failures lock once.
 * Returns the lock this failure started, if any (the e-mail's before the network's).
 */
export async function settleFailure(
  db: Database,
  keys: LockoutKey[],
  now = new Date(),
): Promise<ActiveLock | null> {
  const ruleOf = (rule: keyof LockoutRule) =>
    sql`(case ${accountLockouts.identifierType} ${sql.join(
      keys.map((key) => sql`when ${key.scope} then ${LOCKOUT_RULES[key.scope][rule]}::float8`),
      sql` `,
    )} end)`;
  const locked = await db
    .update(accountLockouts)
    .set({
      lockedUntil: sql`${timestamp(now)} + interval '1 millisecond' * least(${ruleOf("lockMs")} * power(2, ${earlierLocks(now)}), ${MAX_LOCK_MS}::float8)`,
      lockCount: sql`${earlierLocks(now)} + 1`,
      failedAttempts: 0,
      updatedAt: now,
    })
    .where(
      and(
        anyOf(keys),
        sql`${accountLockouts.failedAttempts} >= ${ruleOf("maxFailures")}`,
        sql`(${accountLockouts.lockedUntil} is null or ${accountLockouts.lockedUntil} <= ${timestamp(now)})`,
      ),
    )
    .returning({ scope: accountLockouts.identifierType, lockedUntil: accountLockouts.lockedUntil });
  const lock = locked.find((row) => row.scope === "email") ?? locked[0];
  return lock?.lockedUntil ? { scope: lock.scope, lockedUntil: lock.lockedUntil } : null;
}

/** After a successful sign-in: the e-mail starts with a clean slate. */
export async function clearFailures(db: Database, key: LockoutKey) {
  await db.delete(accountLockouts).where(where(key));
}

/** "Try again in 15 minutes": whole minutes, rounded up, never zero. */
function minutesUntil(until: Date, now: Date) {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
}

/** Why the lock is shown: a sign-in, or a current-password check on a signed-in screen. */
type LockedAction = "sign-in" | "password-check";

export function lockMessage(lock: ActiveLock, now: Date, action: LockedAction = "sign-in") {
  const minutes = minutesUntil(lock.lockedUntil, now);
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  if (action === "password-check")
    return `Too many incorrect passwords. Password checks are locked; try again in ${wait}.`;
  return lock.scope === "email"
    ? `Too many failed sign-in attempts. This account is locked; try again in ${wait}.`
    : `Too many failed sign-in attempts from your network. Try again in ${wait}.`;
}
