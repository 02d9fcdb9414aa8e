/**
 * Two-factor changes from the Settings screen. Turning it off, or replacing the authenticator
 * while it is on, needs the account owner (current password, plus a current code to replace
 * it); a new secret waits beside the one in force until a code from it is confirmed. Every
 * change is written to the audit log, without secrets or codes.
 */
import type { FieldKeys } from "~/lib/field-encryption.server";
import type { Database } from "~/platform/db.server";
import { writeAudit, type AuditAction } from "~/services/audit/write.server";
import { verifyAccountOwner, type ReauthResult } from "./account.server";
import type { RequestMeta } from "./request-meta.server";
import type { AdminUser } from "./session.server";
import {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  twoFactorStatus,
} from "./two-factor/enrolment.server";

type Owner = Pick<AdminUser, "id" | "email">;

const audit = (
  db: Database,
  meta: RequestMeta,
  user: Owner,
  action: AuditAction,
  metadata?: Record<string, unknown>,
) => writeAudit(db, meta, { action, userId: user.id, resource: `user:${user.id}`, metadata });

type StartResult =
  { ok: true } | { ok: false; needsOwner: true } | Extract<ReauthResult, { ok: false }>;

/**
 * Starts a set-up. While two-factor is on this replaces the authenticator, so the current
 * password and a current code are required (`proof`); without them the answer asks for them.
 */
export async function startTwoFactorEnrolment(
  db: Database,
  secretKeys: FieldKeys,
  user: Owner,
  proof: { currentPassword: string; code: string } | null,
  meta: RequestMeta,
): Promise<StartResult> {
  const { enabled } = await twoFactorStatus(db, secretKeys, user.id);
  if (enabled) {
    if (!proof) return { ok: false, needsOwner: true };
    const owner = await verifyAccountOwner(
      db,
      user,
      { currentPassword: proof.currentPassword, code: { value: proof.code, secretKeys } },
      "2fa-reenrol",
      meta,
    );
    if (!owner.ok) return owner;
  }
  await beginTwoFactorSetup(db, secretKeys, user.id);
  await audit(db, meta, user, "auth.2fa.enrolment_started", { replacing: enabled });
  return { ok: true };
}

/** Confirms the pending secret with a code from it; the backup codes to show once, or null. */
export async function confirmTwoFactorEnrolment(
  db: Database,
  secretKeys: FieldKeys,
  user: Owner,
  code: string,
  meta: RequestMeta,
) {
  const confirmed = await confirmTwoFactorSetup(db, secretKeys, user.id, code);
  if (!confirmed) return null;
  if (confirmed.replaced) {
    await audit(db, meta, user, "auth.2fa.reenrolled");
    await audit(db, meta, user, "auth.2fa.backup_codes_regenerated", {
      count: confirmed.backupCodes.length,
    });
  } else {
    await audit(db, meta, user, "auth.2fa.enabled", { issued: confirmed.backupCodes.length });
  }
  return confirmed.backupCodes;
}

export async function cancelTwoFactorEnrolment(db: Database, user: Owner, meta: RequestMeta) {
  if (await cancelTwoFactorSetup(db, user.id))
    await audit(db, meta, user, "auth.2fa.enrolment_cancelled");
}

export async function turnOffTwoFactor(
  db: Database,
  user: Owner,
  currentPassword: string,
  meta: RequestMeta,
): Promise<ReauthResult> {
  const owner = await verifyAccountOwner(db, user, { currentPassword }, "2fa-disable", meta);
  if (!owner.ok) return owner;
  await disableTwoFactor(db, user.id);
  await audit(db, meta, user, "auth.2fa.disabled");
  return owner;
}
