/**
 * The way back in for an account's owner while failed sign-ins lock it (docs/decisions/0033).
 * When a failure locks a known account — as a whole, or for the network that failed — its
 * owner is mailed a single-use link (30 minutes) that signs them in on the device they open it
 * on, with their second factor if they use one. The lock itself stays: whoever else was
 * guessing stays locked out, and so does the password on other devices until the lock ends.
 * One link per lock, and no new one while the account has one that still works, so a
 * stranger's guesses can never fill the owner's mailbox.
 */
import { and, eq, inArray } from "drizzle-orm";
import { clientNetwork } from "~/lib/client-ip.server";
import { sha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { writeAudit } from "~/services/audit/write.server";
import { mailUnlockLink } from "~/services/mail/account-link-mail.server";
import { users } from "~db/schema";
import {
  accountLinkUrl,
  accountLinkWorks,
  hasWorkingLink,
  issueAccountLink,
  redeemAccountLink,
} from "./account-links.server";
import { clearNetworkOfAccount, type ActiveLock } from "./lockout.server";
import type { RequestMeta } from "./request-meta.server";
import { adminRoles } from "./roles.server";
import type { AdminUser } from "./session.server";
import { signedInThroughUnlock } from "./sign-in.server";

/** The account as a link may act for it: active, and allowed into the portal. */
async function linkableAccount(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorSecret: users.twoFactorSecret,
    })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.status, "active"), inArray(users.role, [...adminRoles])),
    );
  return user ?? null;
}

/**
 * Names one lock, whichever failure reports it: the account's whole lock by its end, a
 * network's by the network too. Stored hashed (it holds the network).
 */
function lockKey(userId: string, lock: ActiveLock, meta: RequestMeta) {
  const where = lock.scope === "email" ? "account" : clientNetwork(meta.ipAddress);
  return sha256(`unlock\n${userId}\n${where}\n${lock.lockedUntil.toISOString()}`);
}

/** Mails the owner of a locked account its unlock link, unless one is on its way already. */
export async function offerUnlock(
  db: Database,
  env: Pick<AppEnv, "MAIL_QUEUE">,
  { userId, lock, origin }: { userId: string; lock: ActiveLock; origin: string },
  meta: RequestMeta,
  now = new Date(),
) {
  const user = await linkableAccount(db, userId);
  if (!user || (await hasWorkingLink(db, user.id, "unlock", now))) return;
  const link = await issueAccountLink(
    db,
    { userId: user.id, purpose: "unlock", lockKey: lockKey(user.id, lock, meta) },
    now,
  );
  if (!link) return;
  await writeAudit(
    db,
    meta,
    {
      action: "auth.unlock.mailed",
      userId: user.id,
      resource: `user:${user.id}`,
      metadata: { scope: lock.scope, lockedUntil: lock.lockedUntil.toISOString() },
    },
    now,
  );
  await mailUnlockLink(env, {
    to: user.email,
    linkId: link.id,
    url: accountLinkUrl(origin, "unlock", link.token),
    expiresAt: link.expiresAt,
    lockedUntil: lock.lockedUntil,
  });
}

export function unlockLinkWorks(db: Database, token: string, now = new Date()) {
  return accountLinkWorks(db, token, "unlock", now);
}

export type UnlockResult =
  | { status: "ended" }
  | { status: "signed_in"; user: AdminUser }
  | { status: "second_factor"; user: AdminUser };

/**
 * Uses the link on this device: the network's own failures on the account are forgotten, and
 * the owner is signed in, or — with two-factor — sent on to the code, which the account's lock
 * then does not refuse (the challenge remembers it came from the link).
 */
export async function redeemUnlockLink(
  db: Database,
  token: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<UnlockResult> {
  const link = await redeemAccountLink(db, token, "unlock", now);
  const account = link && (await linkableAccount(db, link.userId));
  if (!account) return { status: "ended" };
  const { twoFactorEnabled, twoFactorSecret, ...user } = account;
  await clearNetworkOfAccount(db, { email: user.email, ip: meta.ipAddress });
  await writeAudit(
    db,
    meta,
    { action: "auth.unlock.used", userId: user.id, resource: `user:${user.id}` },
    now,
  );
  if (twoFactorEnabled && twoFactorSecret) return { status: "second_factor", user };
  await signedInThroughUnlock(db, user, meta, now);
  return { status: "signed_in", user };
}
