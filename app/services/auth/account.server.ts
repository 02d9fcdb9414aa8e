/** The signed-in admin's own account: password change and the checks that need the current password. */
import { eq } from "drizzle-orm";
import type { FieldKeys } from "~/lib/field-encryption.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import { users } from "~db/schema";
import { lockMessage, lockStatus, retryAfterSeconds } from "./lockout-answer.server";
import { claimAttempt, releaseAttempt, settleFailure, type ActiveLock } from "./lockout.server";
import { hashPassword, verifyPassword } from "./password.server";
import type { RequestMeta } from "./request-meta.server";
import type { AdminUser } from "./session.server";
import { endOtherSessions } from "./session.server";
import { consumeBackupCode, looksLikeBackupCode } from "./two-factor/backup-codes.server";
import { openSecret } from "./two-factor/stored-secrets.server";
import { consumeTotpCode } from "./two-factor/totp.server";

const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
const WRONG_CURRENT_CODE = "Invalid verification code";
const SAME_PASSWORD = "Choose a password different from the current one";

/** What a current-password check is for, as the audit log records it. */
type ReauthPurpose = "password-change" | "2fa-disable" | "2fa-reenrol";

export type ReauthResult =
  | { ok: true }
  | {
      ok: false;
      field: "currentPassword" | "code";
      message: string;
      status: 400 | 423 | 429;
      retryAfterSeconds?: number;
    };

function lockedOut(lock: ActiveLock, now: Date): ReauthResult {
  return {
    ok: false,
    field: "currentPassword",
    message: lockMessage(lock, now, "password-check"),
    status: lockStatus(lock),
    retryAfterSeconds: retryAfterSeconds(lock, now),
  };
}

/**
 * Proves it is the account's owner at the keyboard: the current password and, when given, a
 * current code of the second factor (TOTP or a backup code, which is then used up). Counted
 * like a sign-in against the account and the network — before anything is checked — so a stolen
 * session cannot guess the password faster than the sign-in screen allows.
 */
export async function verifyAccountOwner(
  db: Database,
  user: Pick<AdminUser, "id" | "email">,
  {
    currentPassword,
    code,
  }: {
    currentPassword: string;
    /** A current code, with the keys that open the stored secret to check it. */
    code?: { value: string; secretKeys: FieldKeys };
  },
  purpose: ReauthPurpose,
  meta: RequestMeta,
  now = new Date(),
): Promise<ReauthResult> {
  const attempt = { email: user.email, ip: meta.ipAddress };
  const claim = await claimAttempt(db, attempt, now);
  if (!claim.granted) return lockedOut(claim.lock, now);

  const [row] = await db
    .select({ password: users.password, secret: users.twoFactorSecret })
    .from(users)
    .where(eq(users.id, user.id));
  let failure: { field: "currentPassword" | "code"; message: string } | null = null;
  if (!row || !(await verifyPassword(currentPassword, row.password))) {
    failure = { field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
  } else if (code !== undefined) {
    const secret =
      row.secret === null
        ? null
        : await openSecret(db, code.secretKeys, user.id, "twoFactorSecret", row.secret);
    const codeOk =
      (secret !== null && (await consumeTotpCode(db, user.id, secret, code.value, now))) ||
      (looksLikeBackupCode(code.value) &&
        (await consumeBackupCode(db, user.id, code.value)) !== null);
    if (!codeOk) failure = { field: "code", message: WRONG_CURRENT_CODE };
  }
  if (!failure) {
    await releaseAttempt(db, attempt, now);
    return { ok: true };
  }

  await writeAudit(
    db,
    meta,
    {
      action: "auth.reauth.failure",
      userId: user.id,
      resource: `user:${user.id}`,
      metadata: { purpose, reason: failure.field === "code" ? "wrong_code" : "wrong_password" },
    },
    now,
  );
  const lock = await settleFailure(db, attempt, now);
  if (!lock) return { ok: false, ...failure, status: 400 };
  await writeAudit(
    db,
    meta,
    {
      action: "auth.lockout",
      userId: user.id,
      resource: lock.scope === "ip" ? "ip" : `email:${user.email}`,
      metadata: { scope: lock.scope, lockedUntil: lock.lockedUntil.toISOString(), purpose },
    },
    now,
  );
  return lockedOut(lock, now);
}

type PasswordChangeResult =
  | { ok: true; endedSessions: number }
  | Extract<ReauthResult, { ok: false }>
  | { ok: false; field: "newPassword"; message: string; status: 400 };

/** Sets a new password (already checked against the policy) and ends every other session of the account. */
export async function changePassword(
  db: Database,
  { user, keepSessionId }: { user: Pick<AdminUser, "id" | "email">; keepSessionId: number },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<PasswordChangeResult> {
  const owner = await verifyAccountOwner(db, user, { currentPassword }, "password-change", meta);
  if (!owner.ok) return owner;
  if (currentPassword === newPassword)
    return { ok: false, field: "newPassword", message: SAME_PASSWORD, status: 400 };
  await db
    .update(users)
    .set({ password: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  const endedSessions = await endOtherSessions(db, user.id, keepSessionId);
  await writeAudit(db, meta, {
    action: "auth.password.changed",
    userId: user.id,
    resource: `user:${user.id}`,
    metadata: { endedSessions },
  });
  return { ok: true, endedSessions };
}
