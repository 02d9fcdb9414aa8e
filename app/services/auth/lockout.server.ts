/**
 * Sign-in lockout (README "Lockout", decision 0007 and its addendum). Failures are counted per
 * account (its e-mail, whether or not an account exists, so a lock reveals nothing) AND network
 * (the client's IPv4 address or IPv6 /64): too many lock that network out of that account only,
 * so nobody can lock the owner out from elsewhere. The account as a whole locks only when
 * failures come from many networks at once, a guessing attack spread out to get round the first
 * limit. Separately, one network is limited more loosely across all accounts. Each further lock
 * of the same record lasts twice as long, up to a day. A successful sign-in clears the records
 * of its account and network; the network's count across accounts only drops by the attempt.
 *
 * An attempt is counted before the password or code is checked (claimAttempt), and given back
 * if it turns out right (releaseAttempt), so attempts sent at the same moment cannot all be
 * evaluated before the first failure is written. The current-password checks of Settings count
 * against the same records. Every function takes `now`, so callers (and tests) decide the time.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { clientNetwork } from "~/lib/client-ip.server";
import type { Database } from "~/platform/db.server";
import { accountLockouts } from "~db/schema";

/** "email+ip": one network's attempts on one account; "ip": one network's on any account. */
type CountedScope = "email+ip" | "ip";
/** "email" is the account as a whole, locked by its networks' failures (ACCOUNT_LOCK). */
type LockoutScope = CountedScope | "email";

interface LockoutRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60 * 1000;
export const LOCKOUT_RULES: Record<CountedScope, LockoutRule> = {
  "email+ip": { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  ip: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
};
/**
 * The account locks for every network once this many networks have failed on it within the
 * window. An owner mistyping fails from one or two networks (home, phone); five at once is a
 * guess spread out on purpose, which then gets at most 4 × 5 + 1 = 21 tries before the account
 * locks (doubling like every lock). Fewer would let a handful of addresses lock the owner out;
 * more would give a spread-out guess more tries in each window.
 */
export const ACCOUNT_LOCK = { addresses: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const MAX_LOCK_MS = 24 * 60 * MINUTE;
/** A lock that ended this long ago no longer counts towards doubling. */
export const REPEAT_MEMORY_MS = 24 * 60 * MINUTE;

/** One sign-in attempt (or current-password check): the e-mail it names, the client's IP. */
export interface Attempt {
  email: string;
  ip: string;
}

interface LockoutKey {
  scope: LockoutScope;
  identifier: string;
  /** The account an "email+ip" record counts for. */
  account?: string;
}

function keysOf({ email, ip }: Attempt) {
  const account = email.trim().toLowerCase();
  const network = clientNetwork(ip);
  return {
    account: { scope: "email", identifier: account } satisfies LockoutKey,
    // A network (an IP address) holds no line break: the part before the first one is it.
    address: { scope: "email+ip", identifier: `${network}\n${account}`, account },
    network: { scope: "ip", identifier: network },
  } as const;
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
const anyOf = (keys: LockoutKey[]) => or(...keys.map(where));

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Earlier locks of the identifier that still count towards doubling (in SQL, on the row's old values). */
const earlierLocks = (now: Date) =>
  sql`case when ${accountLockouts.lockedUntil} is not null and ${accountLockouts.lockedUntil} < ${timestamp(new Date(now.getTime() - REPEAT_MEMORY_MS))} then 0 else ${accountLockouts.lockCount} end`;

/** The lock this identifier would get now: 15 minutes, doubled for each recent earlier lock, at most a day. */
function nextLockUntil(
  lockMs: number,
  row: { lockedUntil: Date | null; lockCount: number } | undefined,
  now: Date,
) {
  const forgotten =
    !row ||
    (row.lockedUntil !== null && now.getTime() - row.lockedUntil.getTime() > REPEAT_MEMORY_MS);
  const earlier = forgotten ? 0 : row.lockCount;
  return new Date(now.getTime() + Math.min(lockMs * 2 ** earlier, MAX_LOCK_MS));
}

async function lockRow(db: Database, key: LockoutKey) {
  const [row] = await db
    .select({ lockedUntil: accountLockouts.lockedUntil, lockCount: accountLockouts.lockCount })
    .from(accountLockouts)
    .where(where(key));
  return row;
}

/**
 * Takes one attempt for the key before the secret is checked, in one statement: the row is
 * created or updated only while the key is not locked and fewer than the allowed attempts
 * are counted in the window. Postgres serialises the statement per row, so of any number of
 * simultaneous attempts at most `maxFailures` get through. Null when granted; otherwise the
 * lock that refuses it (announced ahead while the last allowed attempts are still running).
 */
async function claimOne(
  db: Database,
  key: LockoutKey & { scope: CountedScope },
  now: Date,
): Promise<ActiveLock | null> {
  const rule = LOCKOUT_RULES[key.scope];
  const windowStart = timestamp(new Date(now.getTime() - rule.windowMs));
  const windowOver = sql`(${accountLockouts.lastFailedAt} is null or ${accountLockouts.lastFailedAt} <= ${windowStart})`;
  const [granted] = await db
    .insert(accountLockouts)
    .values({
      identifier: key.identifier,
      identifierType: key.scope,
      account: key.account ?? null,
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

  const row = await lockRow(db, key);
  const lockedUntil =
    row?.lockedUntil && row.lockedUntil > now
      ? row.lockedUntil
      : nextLockUntil(rule.lockMs, row, now);
  return { scope: key.scope, lockedUntil };
}

/**
 * How many networks have an attempt on the account counted inside the window, pending or
 * failed, or are locked out of it. Each network's own count is claimed (written) before this is
 * read, so of attempts from new networks racing each other the last to write sees all the
 * others: no more than ACCOUNT_LOCK.addresses networks can be let through at once.
 */
async function failingNetworks(db: Database, account: string, now: Date) {
  const windowStart = timestamp(new Date(now.getTime() - ACCOUNT_LOCK.windowMs));
  const [row] = await db
    .select({ networks: sql<number>`count(*)::int` })
    .from(accountLockouts)
    .where(
      and(
        eq(accountLockouts.account, account),
        eq(accountLockouts.identifierType, "email+ip"),
        sql`${accountLockouts.lastFailedAt} > ${windowStart}`,
        sql`(${accountLockouts.failedAttempts} > 0 or ${accountLockouts.lockedUntil} > ${accountLockouts.lastFailedAt})`,
      ),
    );
  return row?.networks ?? 0;
}

/** Gives back an attempt that turned out not to be a failure (or was never evaluated). */
async function giveBack(db: Database, keys: LockoutKey[], now: Date) {
  await db
    .update(accountLockouts)
    .set({
      failedAttempts: sql`greatest(${accountLockouts.failedAttempts} - 1, 0)`,
      updatedAt: now,
    })
    .where(anyOf(keys));
}

export async function releaseAttempt(db: Database, attempt: Attempt, now = new Date()) {
  const { address, network } = keysOf(attempt);
  await giveBack(db, [address, network], now);
}

type Claim = { granted: true } | { granted: false; lock: ActiveLock };

/**
 * Counts an attempt before it is evaluated: refused while the account is locked as a whole,
 * then claimed for the account and network, checked against the networks failing on the
 * account, and claimed for the network across accounts. If one refuses, the attempts already
 * taken are given back and the attempt is refused. `despiteAccountLock`: the owner came back
 * through a mailed unlock link, so the lock of the account as a whole (which guards it against
 * everyone else) does not refuse them; their network's own limits still count.
 */
export async function claimAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
  { despiteAccountLock = false } = {},
): Promise<Claim> {
  const { account, address, network } = keysOf(attempt);
  const whole = despiteAccountLock ? undefined : await lockRow(db, account);
  if (whole?.lockedUntil && whole.lockedUntil > now)
    return { granted: false, lock: { scope: "email", lockedUntil: whole.lockedUntil } };

  const addressLock = await claimOne(db, address, now);
  if (addressLock) return { granted: false, lock: addressLock };
  if (
    !despiteAccountLock &&
    (await failingNetworks(db, address.account, now)) > ACCOUNT_LOCK.addresses
  ) {
    // More networks at once than an owner ever uses: spread-out guessing. The lock the answer
    // names is stored, even when every attempt of the burst is refused before any is checked.
    await giveBack(db, [address], now);
    return { granted: false, lock: await lockWholeAccount(db, account, now) };
  }
  const networkLock = await claimOne(db, network, now);
  if (networkLock) {
    await giveBack(db, [address], now);
    return { granted: false, lock: networkLock };
  }
  return { granted: true };
}

/** Locks the account as a whole if enough networks are failing on it. */
async function lockSpreadOutGuessing(
  db: Database,
  account: LockoutKey,
  now: Date,
): Promise<ActiveLock | null> {
  if ((await failingNetworks(db, account.identifier, now)) < ACCOUNT_LOCK.addresses) return null;
  return lockWholeAccount(db, account, now);
}

/**
 * Locks the account as a whole: compare-and-set on "not locked yet", so attempts settling at the
 * same moment lock it once, and each of them answers with the lock that stands.
 */
async function lockWholeAccount(db: Database, account: LockoutKey, now: Date): Promise<ActiveLock> {
  const [locked] = await db
    .insert(accountLockouts)
    .values({
      identifier: account.identifier,
      identifierType: "email",
      lastFailedAt: now,
      lockedUntil: new Date(now.getTime() + ACCOUNT_LOCK.lockMs),
      lockCount: 1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [accountLockouts.identifierType, accountLockouts.identifier],
      set: {
        lockedUntil: sql`${timestamp(now)} + interval '1 millisecond' * least(${ACCOUNT_LOCK.lockMs}::float8 * power(2, ${earlierLocks(now)}), ${MAX_LOCK_MS}::float8)`,
        lockCount: sql`${earlierLocks(now)} + 1`,
        lastFailedAt: now,
        updatedAt: now,
      },
      setWhere: sql`${accountLockouts.lockedUntil} is null or ${accountLockouts.lockedUntil} <= ${timestamp(now)}`,
    })
    .returning({ lockedUntil: accountLockouts.lockedUntil });
  const lockedUntil =
    locked?.lockedUntil ??
    (await lockRow(db, account))?.lockedUntil ??
    new Date(now.getTime() + ACCOUNT_LOCK.lockMs);
  return { scope: "email", lockedUntil };
}

/**
 * The claimed attempt failed: it stays counted, and a record that has used up its attempts
 * locks now (compare-and-set on "not locked yet", so simultaneous failures lock once), as does
 * the account once enough networks fail on it. Returns the lock this failure started, if any:
 * the account's, else the network's on the account, else the network's across accounts.
 */
export async function settleFailure(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<ActiveLock | null> {
  const { account, address, network } = keysOf(attempt);
  const ruleOf = (rule: keyof LockoutRule) =>
    sql`(case ${accountLockouts.identifierType} ${sql.join(
      [address, network].map(
        (key) => sql`when ${key.scope} then ${LOCKOUT_RULES[key.scope][rule]}::float8`,
      ),
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
        anyOf([address, network]),
        sql`${accountLockouts.failedAttempts} >= ${ruleOf("maxFailures")}`,
        sql`(${accountLockouts.lockedUntil} is null or ${accountLockouts.lockedUntil} <= ${timestamp(now)})`,
      ),
    )
    .returning({ scope: accountLockouts.identifierType, lockedUntil: accountLockouts.lockedUntil });
  const whole = await lockSpreadOutGuessing(db, account, now);
  const lock = locked.find((row) => row.scope === "email+ip") ?? locked[0];
  return whole ?? (lock?.lockedUntil ? { scope: lock.scope, lockedUntil: lock.lockedUntil } : null);
}

/**
 * After a successful sign-in: the network gets its attempt across accounts back, and the
 * account starts with a clean slate from this network and (unless `keepAccountLock`: an owner
 * back through an unlock link leaves it standing against everyone else) as a whole.
 */
export async function clearAfterSignIn(
  db: Database,
  attempt: Attempt,
  now = new Date(),
  { keepAccountLock = false } = {},
) {
  const { account, address, network } = keysOf(attempt);
  await giveBack(db, [network], now);
  await db.delete(accountLockouts).where(anyOf(keepAccountLock ? [address] : [account, address]));
}

/** Forgets one network's failures on the account: its owner proved themselves there by a mailed link. */
export async function clearNetworkOfAccount(db: Database, attempt: Attempt) {
  await db.delete(accountLockouts).where(where(keysOf(attempt).address));
}

/** Every record that counts failures against the account: as a whole and from each network. */
export function recordsOfAccount(email: string) {
  const account = email.trim().toLowerCase();
  return or(where({ scope: "email", identifier: account }), eq(accountLockouts.account, account));
}

/** Lifts every lock of the account (an operator's reset of its password). */
export async function liftAccountLocks(db: Database, email: string) {
  await db.delete(accountLockouts).where(recordsOfAccount(email));
}
