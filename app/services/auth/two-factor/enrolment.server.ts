/**
 * Turning two-factor on and off for an account. A new secret waits beside the one in force
 * (pending) until a code from it is confirmed, so replacing the authenticator never leaves the
 * account without a working one.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { Secret } from "otpauth";
import { decryptField, encryptField, type FieldKeys } from "~/lib/field-encryption.server";
import type { Database } from "~/platform/db.server";
import { users } from "~db/schema";
import { newBackupCodes } from "./backup-codes.server";
import { openSecret } from "./stored-secrets.server";
import { matchTotpStep, newTotpSecret } from "./totp.server";

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
    .set({ twoFactorPendingSecret: await encryptField(keys, secret, userId), updatedAt: now })
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
  const { value: pendingSecret } = await decryptField(keys, user.pending, userId);
  const step = matchTotpStep(Secret.fromBase32(pendingSecret), code, { now });
  if (step === null) return null;
  const { codes, hashes } = newBackupCodes();
  const [confirmed] = await db
    .update(users)
    .set({
      twoFactorEnabled: true,
      twoFactorSecret: await encryptField(keys, pendingSecret, userId),
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

/** What turning two-factor off clears: the secret, one being set up, backup codes, the last step. */
export function twoFactorOff(now: Date) {
  return {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorBackupCodes: null,
    twoFactorLastStep: null,
    updatedAt: now,
  };
}

export async function disableTwoFactor(db: Database, userId: string, now = new Date()) {
  await db.update(users).set(twoFactorOff(now)).where(eq(users.id, userId));
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
