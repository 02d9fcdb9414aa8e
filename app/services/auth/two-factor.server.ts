/**
 * TOTP second factor (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, one step of clock drift
 * either way) and ten single-use backup codes stored as hashes. Each TOTP code works once:
 * the accepted time step is kept in users.two_factor_last_step and only later steps pass.
 * Secrets are stored encrypted (app/lib/field-encryption.server.ts); one stored in clear or
 * under an older key is stored again under the current key the next time it is read.
 */
import { randomInt } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { site } from "~/content/site";
import {
  decryptField,
  encryptField,
  UndecryptableFieldError,
  type FieldKeys,
} from "~/lib/field-encryption.server";
import { sha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { twoFactorChallenges, users } from "~db/schema";

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const BACKUP_CODE_COUNT = 10;
/** Codes that may be tried against one sign-in challenge before it is dead. */
export const MAX_CHALLENGE_ATTEMPTS = 5;

/** The database or a transaction on it: the code checks run inside the challenge's transaction. */
type Queryable = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

type Algorithm = "SHA1" | "SHA256" | "SHA512";

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, email: string) {
  return new TOTP({
    issuer: site.name,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  }).toString();
}

/**
 * The time step a code belongs to, if it is valid at `now` (±1 step); null otherwise.
 * Digits and algorithm are parameters so the RFC's own test vectors can check this function.
 */
export function matchTotpStep(
  secret: Secret,
  code: string,
  { now = new Date(), digits = TOTP_DIGITS, algorithm = "SHA1" as Algorithm } = {},
): number | null {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret,
    algorithm,
    digits,
    period: TOTP_PERIOD_S,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

type SecretColumn = "twoFactorSecret" | "twoFactorPendingSecret";

/**
 * A stored secret in clear. A stale stored form (in clear from before encryption, or under a
 * key that is no longer the first) is replaced by one under the current key, compare-and-set so
 * a change made meanwhile is never overwritten.
 */
export async function openSecret(
  db: Queryable,
  keys: FieldKeys,
  userId: string,
  column: SecretColumn,
  stored: string,
) {
  const { value, stale } = await decryptField(keys, stored);
  if (stale)
    await db
      .update(users)
      .set({ [column]: await encryptField(keys, value) })
      .where(and(eq(users.id, userId), eq(users[column], stored)));
  return value;
}

/**
 * Stores every account's secrets under the current key (after a rotation, before the old key is
 * removed from ENCRYPTION_KEY). Safe to run again: values already current are left alone.
 */
export async function reencryptTwoFactorSecrets(db: Database, keys: FieldKeys) {
  const rows = await db
    .select({
      id: users.id,
      twoFactorSecret: users.twoFactorSecret,
      twoFactorPendingSecret: users.twoFactorPendingSecret,
    })
    .from(users)
    .where(or(isNotNull(users.twoFactorSecret), isNotNull(users.twoFactorPendingSecret)));
  let reencrypted = 0;
  // Values no listed key opens (their key was removed too early) are counted, not fatal: the
  // others still move, and the operator learns how many accounts must enrol again.
  let unreadable = 0;
  for (const row of rows) {
    for (const column of ["twoFactorSecret", "twoFactorPendingSecret"] as const) {
      const stored = row[column];
      if (stored === null) continue;
      try {
        if (!(await decryptField(keys, stored)).stale) continue;
      } catch (error) {
        if (!(error instanceof UndecryptableFieldError)) throw error;
        unreadable++;
        continue;
      }
      await openSecret(db, keys, row.id, column, stored);
      reencrypted++;
    }
  }
  return { accounts: rows.length, reencrypted, unreadable };
}

/** Checks a code against a secret and, atomically, that no code of this or a later step was used before. */
export async function consumeTotpCode(
  db: Queryable,
  userId: string,
  secretBase32: string,
  code: string,
  now = new Date(),
) {
  const step = matchTotpStep(Secret.fromBase32(secretBase32), code, { now });
  if (step === null) return false;
  const [accepted] = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return Boolean(accepted);
}

const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function normalizeBackupCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Ten codes like "k7m2p-x9q4r" (about 49 bits each), and the hashes to store. */
export function newBackupCodes() {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)],
    ).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalizeBackupCode(code))) };
}

export function looksLikeBackupCode(code: string) {
  return normalizeBackupCode(code).length === 10;
}

/** Removes the code's hash from the user's list; true only if it was there (each code works once). */
export async function consumeBackupCode(db: Queryable, userId: string, code: string) {
  const hash = sha256(normalizeBackupCode(code));
  const [used] = await db
    .update(users)
    .set({ twoFactorBackupCodes: sql`array_remove(${users.twoFactorBackupCodes}, ${hash})` })
    .where(and(eq(users.id, userId), sql`${hash} = any(${users.twoFactorBackupCodes})`))
    .returning({ remaining: users.twoFactorBackupCodes });
  return used ? { remaining: used.remaining?.length ?? 0 } : null;
}

export async function recordChallenge(
  db: Database,
  challenge: { id: string; userId: string; expiresAt: Date },
  now = new Date(),
) {
  await db.insert(twoFactorChallenges).values({ ...challenge, createdAt: now });
}

/**
 * Takes one of the challenge's attempts before a code is checked, in one statement, so of any
 * number of simultaneous codes at most MAX_CHALLENGE_ATTEMPTS are evaluated. False when the
 * challenge is unknown, someone else's, expired, already used or out of attempts.
 */
export async function claimChallengeAttempt(
  db: Database,
  { challengeId, userId }: { challengeId: string; userId: string },
  now = new Date(),
) {
  const [claimed] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, challengeId),
        eq(twoFactorChallenges.userId, userId),
        isNull(twoFactorChallenges.spentAt),
        lt(twoFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  return Boolean(claimed);
}

export type ChallengeOutcome =
  | { result: "spent" }
  | { result: "wrong_code" }
  | { result: "accepted"; method: "totp" }
  | { result: "accepted"; method: "backup_code"; remaining: number };

/**
 * Checks a code against the account's secret and backup codes and, if it is right, spends the
 * code and the challenge in one transaction. The challenge row is locked first, so of two
 * right codes sent at once only one signs in, and the loser's code is not used up.
 */
export async function completeChallenge(
  db: Database,
  keys: FieldKeys,
  {
    challengeId,
    userId,
    storedSecret,
    code,
  }: { challengeId: string; userId: string; storedSecret: string; code: string },
  now = new Date(),
): Promise<ChallengeOutcome> {
  const secret = await openSecret(db, keys, userId, "twoFactorSecret", storedSecret);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: twoFactorChallenges.id })
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.spentAt)))
      .for("update");
    if (!open) return { result: "spent" };
    let outcome: ChallengeOutcome = { result: "wrong_code" };
    if (await consumeTotpCode(tx, userId, secret, code, now)) {
      outcome = { result: "accepted", method: "totp" };
    } else if (looksLikeBackupCode(code)) {
      const used = await consumeBackupCode(tx, userId, code);
      if (used) outcome = { result: "accepted", method: "backup_code", remaining: used.remaining };
    }
    if (outcome.result === "accepted")
      await tx
        .update(twoFactorChallenges)
        .set({ spentAt: now })
        .where(eq(twoFactorChallenges.id, challengeId));
    return outcome;
  });
}

/**
 * Stores a new secret that is not yet in force (setup shows it, confirmation switches it on).
 * A secret already in force stays in force meanwhile.
 */
export async function beginTwoFactorSetup(
  db: Database,
  keys: FieldKeys,
  userId: string,
  now = new Date(),
) {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ twoFactorPendingSecret: await encryptField(keys, secret), updatedAt: now })
    .where(eq(users.id, userId));
  return secret;
}

/**
 * Puts the pending secret in force once a code from it checks out, with ten new backup codes
 * (returned to be shown once). Compare-and-set on the pending secret, so a set-up is confirmed
 * once. `replaced` says whether an earlier secret (and its backup codes) went out of force.
 */
export async function confirmTwoFactorSetup(
  db: Database,
  keys: FieldKeys,
  userId: string,
  code: string,
  now = new Date(),
) {
  const [user] = await db
    .select({ pending: users.twoFactorPendingSecret, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.pending) return null;
  const { value: pendingSecret } = await decryptField(keys, user.pending);
  const step = matchTotpStep(Secret.fromBase32(pendingSecret), code, { now });
  if (step === null) return null;
  const { codes, hashes } = newBackupCodes();
  const [confirmed] = await db
    .update(users)
    .set({
      twoFactorEnabled: true,
      twoFactorSecret: await encryptField(keys, pendingSecret),
      twoFactorPendingSecret: null,
      twoFactorBackupCodes: hashes,
      // The confirming code is spent: sign-in accepts only later steps of the new secret.
      twoFactorLastStep: step,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.twoFactorPendingSecret, user.pending)))
    .returning({ id: users.id });
  return confirmed ? { backupCodes: codes, replaced: user.enabled } : null;
}

/** Drops a set-up in progress; a secret already in force is kept. True if there was one. */
export async function cancelTwoFactorSetup(db: Database, userId: string, now = new Date()) {
  const [cancelled] = await db
    .update(users)
    .set({ twoFactorPendingSecret: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNotNull(users.twoFactorPendingSecret)))
    .returning({ id: users.id });
  return Boolean(cancelled);
}

export async function disableTwoFactor(db: Database, userId: string, now = new Date()) {
  await db
    .update(users)
    .set({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorBackupCodes: null,
      twoFactorLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Whether 2FA is on, the pending secret in clear (for the set-up screen), backup codes left. */
export async function twoFactorStatus(db: Database, keys: FieldKeys, userId: string) {
  const [row] = await db
    .select({
      enabled: users.twoFactorEnabled,
      pending: users.twoFactorPendingSecret,
      backupCodes: users.twoFactorBackupCodes,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    enabled: row?.enabled ?? false,
    pendingSecret: row?.pending
      ? await openSecret(db, keys, userId, "twoFactorPendingSecret", row.pending)
      : null,
    backupCodesLeft: row?.enabled ? (row.backupCodes?.length ?? 0) : 0,
  };
}
