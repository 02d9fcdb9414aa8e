/**
 * The sign-in rules shared by the screen (remix-auth) and the JSON API: lockout first, then
 * the password (the same error and the same cost for an unknown e-mail, a wrong password or a
 * non-admin account), then — when the account has it — the second factor.
 */
import { eq } from "drizzle-orm";
import type { FieldKeys } from "~/lib/field-encryption.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import { users, type User } from "~db/schema";
import { lockMessage } from "./lockout-answer.server";
import {
  claimAttempt,
  clearAfterSignIn,
  releaseAttempt,
  settleFailure,
  type ActiveLock,
  type Attempt,
} from "./lockout.server";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password.server";
import type { RequestMeta } from "./request-meta.server";
import { hasAdminAccess } from "./roles.server";
import type { AdminUser } from "./session.server";
import { claimChallengeAttempt, completeChallenge } from "./two-factor/challenges.server";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
const INVALID_CODE_MESSAGE = "Invalid verification code";
/** The challenge token is expired, already used, or has had all its codes: sign in again. */
export const CHALLENGE_EXPIRED_MESSAGE = "Your sign-in has expired. Please start again.";

export type SignInResult =
  | { outcome: "signed_in"; user: AdminUser }
  | { outcome: "second_factor_required"; user: AdminUser }
  | { outcome: "invalid"; message: string }
  | { outcome: "locked"; lock: ActiveLock; message: string };

/** The role decides (app/services/auth/roles.server.ts), for an account not suspended; the legacy isAdmin flag alone opens nothing. */
function isAdmin(user: Pick<User, "role" | "status">) {
  return hasAdminAccess(user.role) && user.status === "active";
}

const adminUser = (user: Pick<User, "id" | "email" | "role">): AdminUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
});

const lockedResult = (lock: ActiveLock, now: Date): SignInResult => ({
  outcome: "locked",
  lock,
  message: lockMessage(lock, now),
});

const attemptOf = (email: string, meta: RequestMeta): Attempt => ({ email, ip: meta.ipAddress });

/**
 * Told of a failure that locked a known account (as a whole, or for the failing network), so
 * that its owner can be mailed the way back in (./unlock.server.ts). A lock of a network
 * across accounts names no account and is not reported.
 */
export type LockReport = (locked: { userId: string; lock: ActiveLock }) => void;

/** The claimed attempt failed: it stays counted; the answer is a lock if it started one. */
async function failed(
  db: Database,
  {
    email,
    userId,
    reason,
    message,
  }: { email: string; userId: string | null; reason: string; message: string },
  meta: RequestMeta,
  now: Date,
  reportLock?: LockReport,
): Promise<SignInResult> {
  await writeAudit(
    db,
    meta,
    {
      action: "auth.login.failure",
      userId,
      actorEmail: email,
      resource: "admin_session",
      metadata: { email, reason },
    },
    now,
  );
  const lock = await settleFailure(db, attemptOf(email, meta), now);
  if (!lock) return { outcome: "invalid", message };
  await writeAudit(
    db,
    meta,
    {
      action: "auth.lockout",
      userId,
      resource: lock.scope === "ip" ? "ip" : `email:${email}`,
      metadata: { scope: lock.scope, lockedUntil: lock.lockedUntil.toISOString() },
    },
    now,
  );
  if (userId && lock.scope !== "ip") reportLock?.({ userId, lock });
  return { outcome: "locked", lock, message: lockMessage(lock, now) };
}

/**
 * Signed in: the network gets its attempt back and the account's records here are cleared
 * (all but the lock of the whole account, for an owner back through an unlock link).
 */
async function succeeded(
  db: Database,
  user: AdminUser,
  meta: RequestMeta,
  now: Date,
  method: string,
  viaUnlock = false,
): Promise<SignInResult> {
  await clearAfterSignIn(db, attemptOf(user.email, meta), now, { keepAccountLock: viaUnlock });
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
  await writeAudit(
    db,
    meta,
    {
      action: "auth.login.success",
      userId: user.id,
      resource: "admin_session",
      metadata: viaUnlock ? { method, viaUnlock } : { method },
    },
    now,
  );
  return { outcome: "signed_in", user };
}

/** An owner without a second factor, signed in by a mailed unlock link (./unlock.server.ts). */
export function signedInThroughUnlock(db: Database, user: AdminUser, meta: RequestMeta, now: Date) {
  return succeeded(db, user, meta, now, "unlock_link", true);
}

export async function signInWithPassword(
  db: Database,
  credentials: { email: string; password: string },
  meta: RequestMeta,
  now = new Date(),
  reportLock?: LockReport,
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  const attempt = attemptOf(email, meta);
  const claim = await claimAttempt(db, attempt, now);
  if (!claim.granted) return lockedResult(claim.lock, now);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordMatches = await verifyPassword(
    credentials.password,
    user?.password ?? DUMMY_PASSWORD_HASH,
  );
  if (!user || !passwordMatches || !isAdmin(user)) {
    const reason = !user ? "unknown_email" : !passwordMatches ? "wrong_password" : "not_admin";
    return failed(
      db,
      { email, userId: user?.id ?? null, reason, message: INVALID_CREDENTIALS_MESSAGE },
      meta,
      now,
      reportLock,
    );
  }
  if (user.twoFactorEnabled && user.twoFactorSecret) {
    await releaseAttempt(db, attempt, now);
    return { outcome: "second_factor_required", user: adminUser(user) };
  }
  return succeeded(db, adminUser(user), meta, now, "password");
}

/**
 * The second step: a TOTP code (once per time step) or one of the backup codes (once each),
 * against a challenge that is used once and allows MAX_CHALLENGE_ATTEMPTS codes. Each code
 * also counts as an attempt for the account and the network, like a password; a challenge an
 * unlock link opened is not refused by the lock of the whole account, nor lifts it.
 */
export async function signInWithSecondFactor(
  db: Database,
  secretKeys: FieldKeys,
  { challengeId, userId, code }: { challengeId: string; userId: string; code: string },
  meta: RequestMeta,
  now = new Date(),
  reportLock?: LockReport,
): Promise<SignInResult> {
  const challenge = await claimChallengeAttempt(db, { challengeId, userId }, now);
  if (!challenge) return { outcome: "invalid", message: CHALLENGE_EXPIRED_MESSAGE };
  const { viaUnlock } = challenge;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !isAdmin(user) || !user.twoFactorEnabled || !user.twoFactorSecret) {
    return { outcome: "invalid", message: INVALID_CODE_MESSAGE };
  }
  const attempt = attemptOf(user.email, meta);
  const claim = await claimAttempt(db, attempt, now, { despiteAccountLock: viaUnlock });
  if (!claim.granted) return lockedResult(claim.lock, now);

  const outcome = await completeChallenge(
    db,
    secretKeys,
    { challengeId, userId: user.id, storedSecret: user.twoFactorSecret, code },
    now,
  );
  if (outcome.result === "spent") {
    await releaseAttempt(db, attempt, now);
    return { outcome: "invalid", message: CHALLENGE_EXPIRED_MESSAGE };
  }
  if (outcome.result === "wrong_code")
    return failed(
      db,
      { email: user.email, userId: user.id, reason: "wrong_code", message: INVALID_CODE_MESSAGE },
      meta,
      now,
      reportLock,
    );
  if (outcome.method === "backup_code")
    await writeAudit(
      db,
      meta,
      {
        action: "auth.2fa.backup_code_used",
        userId: user.id,
        resource: `user:${user.id}`,
        metadata: { remaining: outcome.remaining },
      },
      now,
    );
  return succeeded(db, adminUser(user), meta, now, outcome.method, viaUnlock);
}
