/**
 * TOTP second factor (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, one step of clock drift
 * either way) and ten single-use backup codes stored as hashes. Each TOTP code works once:
 * the accepted time step is kept in users.two_factor_last_step and only later steps pass.
 */
import { randomInt } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { site } from "~/content/site";
import type { Database } from "~/lib/db.server";
import { users } from "../../../db/schema";
import { sha256 } from "./secrets.server";

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const BACKUP_CODE_COUNT = 10;

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

/** Checks a code against a secret and, atomically, that no code of this or a later step was used before. */
export async function consumeTotpCode(
  db: Database,
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
export async function consumeBackupCode(db: Database, userId: string, code: string) {
  const hash = sha256(normalizeBackupCode(code));
  const [used] = await db
    .update(users)
    .set({ twoFactorBackupCodes: sql`array_remove(${users.twoFactorBackupCodes}, ${hash})` })
    .where(and(eq(users.id, userId), sql`${hash} = any(${users.twoFactorBackupCodes})`))
    .returning({ remaining: users.twoFactorBackupCodes });
  return used ? { remaining: used.remaining?.length ?? 0 } : null;
}

/** Stores a new secret that is not yet in force (setup shows it, confirmation switches it on). */
export async function beginTwoFactorSetup(db: Database, userId: string) {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({
      twoFactorSecret: secret,
      twoFactorEnabled: false,
      twoFactorLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return secret;
}

/** Switches 2FA on once a code from the pending secret checks out; returns the backup codes to show once. */
export async function confirmTwoFactorSetup(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
) {
  const [user] = await db
    .select({ secret: users.twoFactorSecret, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret || user.enabled) return null;
  if (!(await consumeTotpCode(db, userId, user.secret, code, now))) return null;
  const { codes, hashes } = newBackupCodes();
  await db
    .update(users)
    .set({ twoFactorEnabled: true, twoFactorBackupCodes: hashes, updatedAt: now })
    .where(eq(users.id, userId));
  return codes;
}

export async function disableTwoFactor(db: Database, userId: string) {
  await db
    .update(users)
    .set({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorBackupCodes: null,
      twoFactorLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function twoFactorStatus(db: Database, userId: string) {
  const [row] = await db
    .select({
      enabled: users.twoFactorEnabled,
      secret: users.twoFactorSecret,
      backupCodes: users.twoFactorBackupCodes,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    enabled: row?.enabled ?? false,
    pendingSecret: row && !row.enabled ? row.secret : null,
    backupCodesLeft: row?.backupCodes?.length ?? 0,
  };
}
