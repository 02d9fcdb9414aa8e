/**
 * Forgotten passwords. Anyone may ask for a reset link for an address, and every request gets
 * the same answer at the same speed: the request only counts itself against the limits, and
 * whether the address has an account (active, with admin access) is looked up after the answer
 * has gone (`mailing`, for the caller to keep running in the background). Only such an account
 * gets a mail. Using the link sets the password and ends every session, refresh token and API
 * key of the account, since whoever knew the old password may be among them.
 */
import { and, eq, inArray } from "drizzle-orm";
import { clientNetwork, hashIp } from "~/lib/client-ip.server";
import { hmacSha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { writeAudit } from "~/services/audit/write.server";
import { mailPasswordResetLink } from "~/services/mail/account-link-mail.server";
import { consumeRateLimit, type RateLimitRule } from "~/services/rate-limit.server";
import { users } from "~db/schema";
import {
  accountLinkUrl,
  accountLinkWorks,
  endOtherLinks,
  issueAccountLink,
  redeemAccountLink,
} from "./account-links.server";
import { endAccess } from "./end-access.server";
import { clearNetworkOfAccount } from "./lockout.server";
import { hashPassword } from "./password.server";
import type { RequestMeta } from "./request-meta.server";
import { adminRoles, hasAdminAccess } from "./roles.server";
import type { AdminUser } from "./session.server";

const MINUTE = 60 * 1000;
/** One client asking for many addresses: a person forgets one or two passwords, not ten. */
export const RESET_CLIENT_LIMIT: RateLimitRule = {
  bucket: "password-reset:client",
  limit: 10,
  windowMs: 15 * MINUTE,
};
/** One address asked for often: its owner's mailbox is not to be filled with links. */
export const RESET_ADDRESS_LIMIT: RateLimitRule = {
  bucket: "password-reset:address",
  limit: 3,
  windowMs: 60 * MINUTE,
};

/** The refusal of a client over its limit: the same words whatever address it asked for. */
export function tooManyResetsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many reset requests from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export type ResetRequest =
  { status: "accepted"; mailing: Promise<void> } | { status: "limited"; retryAfterSeconds: number };

/** The account a reset may be mailed to: active and allowed into the portal. */
async function resettableAccount(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  return user && user.status === "active" && hasAdminAccess(user.role) ? user : null;
}

async function mailResetLink(
  db: Database,
  env: Pick<AppEnv, "MAIL_QUEUE">,
  { email, origin }: { email: string; origin: string },
  meta: RequestMeta,
  now: Date,
) {
  const user = await resettableAccount(db, email);
  if (!user) return;
  const link = await issueAccountLink(db, { userId: user.id, purpose: "password-reset" }, now);
  if (!link) return;
  await writeAudit(
    db,
    meta,
    { action: "auth.password.reset_requested", userId: user.id, resource: `user:${user.id}` },
    now,
  );
  await mailPasswordResetLink(env, {
    to: user.email,
    linkId: link.id,
    url: accountLinkUrl(origin, "password-reset", link.token),
    expiresAt: link.expiresAt,
  });
}

/**
 * Counts the request against the client's limit (the only refusal, the same for every address)
 * and the address's (over it, nothing is mailed and nothing is said), then hands back the
 * mailing to run after the answer.
 */
export async function requestPasswordReset(
  db: Database,
  env: Pick<AppEnv, "MAIL_QUEUE" | "IP_HASH_SALT">,
  { email, origin }: { email: string; origin: string },
  meta: RequestMeta,
  now = new Date(),
): Promise<ResetRequest> {
  const address = email.trim().toLowerCase();
  const client = await hashIp(clientNetwork(meta.ipAddress), env.IP_HASH_SALT);
  const byClient = await consumeRateLimit(db, RESET_CLIENT_LIMIT, client, now);
  if (!byClient.allowed)
    return { status: "limited", retryAfterSeconds: byClient.retryAfterSeconds };
  const addressKey = hmacSha256(env.IP_HASH_SALT, `password-reset:${address}`, "hex");
  const byAddress = await consumeRateLimit(db, RESET_ADDRESS_LIMIT, addressKey, now);
  const mailing = byAddress.allowed
    ? mailResetLink(db, env, { email: address, origin }, meta, now)
    : Promise.resolve();
  return { status: "accepted", mailing };
}

export type ResetResult =
  { status: "ok"; user: AdminUser; twoFactorEnabled: boolean } | { status: "ended" };

/** Whether the reset link still works (its page asks for a new password only then). */
export function resetLinkWorks(db: Database, token: string, now = new Date()) {
  return accountLinkWorks(db, token, "password-reset", now);
}

/**
 * Sets the new password (already checked against the policy) through the link, in one
 * transaction with using the link, ending the account's access and its audit entry.
 */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
  meta: RequestMeta,
  now = new Date(),
): Promise<ResetResult> {
  // The costly hash only for a link that works; using it below still decides.
  if (!(await resetLinkWorks(db, token, now))) return { status: "ended" };
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx): Promise<ResetResult> => {
    const link = await redeemAccountLink(tx, token, "password-reset", now);
    if (!link) return { status: "ended" };
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, updatedAt: now })
      .where(
        and(
          eq(users.id, link.userId),
          eq(users.status, "active"),
          inArray(users.role, [...adminRoles]),
        ),
      )
      .returning({
        id: users.id,
        email: users.email,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
      });
    // Suspended or demoted since the mail: the link is used up and changes nothing.
    if (!user) return { status: "ended" };
    await endOtherLinks(tx, { userId: user.id, purpose: "password-reset", keepId: link.id }, now);
    const ended = await endAccess(tx, user.id, {
      actor: user,
      meta,
      reason: "auth.password.reset",
    });
    await writeAudit(
      tx,
      meta,
      {
        action: "auth.password.reset",
        userId: user.id,
        resource: `user:${user.id}`,
        metadata: { endedSessions: ended.sessions, endedApiKeys: ended.apiKeys },
      },
      now,
    );
    const { twoFactorEnabled, ...adminUser } = user;
    return { status: "ok", user: adminUser, twoFactorEnabled };
  });
  if (result.status === "ok")
    await clearNetworkOfAccount(db, { email: result.user.email, ip: meta.ipAddress });
  return result;
}
