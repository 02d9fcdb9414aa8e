/**
 * Invitations to the portal. A super admin invites an e-mail with a role; the invitee gets a
 * single-use link valid for seven days (e-mailed, and shown to the inviter to copy) and
 * sets their own password on it. The row keeps only the token's SHA-256, so a leaked table
 * opens nothing; a new invitation to the same e-mail replaces a pending one.
 *
 * An invitation lends its inviter's authority, so it is honoured only while whoever sent it
 * could send it again (an active super admin): suspending, demoting or deleting them revokes
 * their pending invitations, and a link whose inviter lost that standing anyway (a change at
 * the same moment) is refused when used.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { randomToken, sha256 } from "~/lib/tokens.server";
import type { Database, Transaction } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import type { PendingInvitation } from "~/schemas/team";
import { writeAudit, type AuditAction } from "~/services/audit/write.server";
import {
  isActiveSuperAdmin,
  requireActingSuperAdmin,
  stillActiveSuperAdmin,
  type ActingUser,
} from "~/services/auth/acting-role.server";
import { hashPassword } from "~/services/auth/password.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole } from "~/services/auth/roles.server";
import { invitationSubject, mailInvitationLink } from "~/services/mail/invitation-mail.server";
import { userInvitations, users, type UserRole } from "~db/schema";

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const EXISTING_ACCOUNT_MESSAGE = "This email already has an account";
export const INVITATION_NOT_FOUND_MESSAGE = "Invitation not found";

const pendingColumns = {
  id: userInvitations.id,
  email: userInvitations.email,
  role: userInvitations.role,
  expiresAt: userInvitations.expiresAt,
};

function toPending(row: { id: number; email: string; role: UserRole; expiresAt: Date }) {
  return { ...row, expiresAt: row.expiresAt.toISOString() } satisfies PendingInvitation;
}

const isPending = (now: Date) =>
  and(
    isNull(userInvitations.acceptedAt),
    isNull(userInvitations.revokedAt),
    gt(userInvitations.expiresAt, now),
  );

export function invitationUrl(origin: string, token: string) {
  return new URL(`/admin/invitations/${token}`, origin).toString();
}

export type InviteResult =
  { status: "ok"; invitation: PendingInvitation; token: string } | { status: "exists" };

export async function inviteUser(
  db: Database,
  actor: ActingUser,
  { email, role }: { email: string; role: UserRole },
  meta: RequestMeta,
  now = new Date(),
): Promise<InviteResult> {
  requireRole(actor, "super_admin");
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { status: "exists" };
  const token = randomToken();
  const invitation = await db.transaction(async (tx) => {
    await requireActingSuperAdmin(tx, actor);
    await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(and(eq(userInvitations.email, email), isPending(now)));
    const [row] = await tx
      .insert(userInvitations)
      .values({
        email,
        role,
        tokenHash: sha256(token),
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        createdAt: now,
      })
      .returning(pendingColumns);
    const created = toPending(row!);
    await writeAudit(tx, meta, {
      action: "user.invited",
      userId: actor.id,
      resource: `invitation:${created.id}`,
      metadata: { email, role },
    });
    return created;
  });
  return { status: "ok", invitation, token };
}

export async function listPendingInvitations(db: Database, actor: ActingUser, now = new Date()) {
  requireRole(actor, "super_admin");
  const rows = await db
    .select(pendingColumns)
    .from(userInvitations)
    .where(isPending(now))
    .orderBy(desc(userInvitations.createdAt));
  return rows.map(toPending);
}

/** Revokes a pending invitation; false when there is none with that id. */
export async function revokeInvitation(
  db: Database,
  actor: ActingUser,
  id: number,
  meta: RequestMeta,
  now = new Date(),
) {
  requireRole(actor, "super_admin");
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(and(eq(userInvitations.id, id), isPending(now)))
      .returning({ email: userInvitations.email });
    if (!revoked) return false;
    await writeAudit(tx, meta, {
      action: "user.invitation_revoked",
      userId: actor.id,
      resource: `invitation:${id}`,
      metadata: { email: revoked.email },
    });
    return true;
  });
}

/**
 * Revokes every invitation the inviter still has pending, each with its own audit entry naming
 * the change (`reason`) that took the inviter's standing away; in that change's transaction.
 */
export async function revokeInvitationsFrom(
  tx: Transaction,
  inviterId: string,
  { actor, meta, reason }: { actor: ActingUser; meta: RequestMeta; reason: AuditAction },
  now = new Date(),
) {
  const revoked = await tx
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(and(eq(userInvitations.invitedBy, inviterId), isPending(now)))
    .returning({ id: userInvitations.id, email: userInvitations.email });
  for (const invitation of revoked)
    await writeAudit(tx, meta, {
      action: "user.invitation_revoked",
      userId: actor.id,
      resource: `invitation:${invitation.id}`,
      metadata: { email: invitation.email, reason },
    });
}

type Ended = "expired" | "revoked" | "used" | "unknown" | "withdrawn";

export type InvitationState =
  { status: "valid"; email: string; role: UserRole } | { status: Ended };

/**
 * What a link's token stands for; a tampered or unknown token is "unknown", one whose inviter
 * is no longer an active super admin "withdrawn".
 */
export async function invitationState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  const [row] = await db
    .select({ invitation: userInvitations, inviter: { role: users.role, status: users.status } })
    .from(userInvitations)
    .leftJoin(users, eq(users.id, userInvitations.invitedBy))
    .where(eq(userInvitations.tokenHash, sha256(token)));
  if (!row) return { status: "unknown" };
  const { invitation, inviter } = row;
  if (invitation.acceptedAt) return { status: "used" };
  if (invitation.revokedAt) return { status: "revoked" };
  if (invitation.expiresAt <= now) return { status: "expired" };
  if (!isActiveSuperAdmin(inviter)) return { status: "withdrawn" };
  return { status: "valid", email: invitation.email, role: invitation.role };
}

class AccountExists extends Error {}

export type AcceptResult =
  | { status: "ok"; user: { id: string; email: string; role: UserRole } }
  | { status: Ended | "exists" };

/**
 * Accepts an invitation: marks it used and creates the account in one transaction, so a link
 * used twice at once creates one account and the second use is told the link was used. The
 * inviter's row is locked first (the order a change to them locks in), so a suspension at the
 * same moment either waits for the account or revokes the link before it is used.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<AcceptResult> {
  const state = await invitationState(db, token, now);
  if (state.status !== "valid") return state;
  const passwordHash = await hashPassword(password);
  const pending = and(eq(userInvitations.tokenHash, sha256(token)), isPending(now));
  return db
    .transaction(async (tx): Promise<AcceptResult> => {
      const [invitation] = await tx
        .select({ invitedBy: userInvitations.invitedBy })
        .from(userInvitations)
        .where(pending);
      if (!invitation) return { status: "used" };
      if (!(await stillActiveSuperAdmin(tx, invitation.invitedBy))) return { status: "withdrawn" };
      const [claimed] = await tx
        .update(userInvitations)
        .set({ acceptedAt: now })
        .where(pending)
        .returning({
          id: userInvitations.id,
          email: userInvitations.email,
          role: userInvitations.role,
        });
      if (!claimed) return { status: "used" };
      const [user] = await tx
        .insert(users)
        .values({
          username: claimed.email,
          email: claimed.email,
          password: passwordHash,
          isAdmin: true,
          role: claimed.role,
          lastLogin: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, role: users.role });
      // Undoes the claim: the link stays usable once the clashing account is gone.
      if (!user) throw new AccountExists();
      await writeAudit(tx, meta, {
        action: "user.invitation_accepted",
        userId: user.id,
        resource: `user:${user.id}`,
        metadata: { email: user.email, role: user.role },
      });
      return { status: "ok", user };
    })
    .catch((error: unknown) => {
      if (error instanceof AccountExists) return { status: "exists" } as const;
      throw error;
    });
}

/**
 * E-mails the link: through the mail service, and through the mail webhook when one is set
 * (deployments that wired it before the site sent mail). True if either took it.
 */
export async function mailInvitation(
  env: Pick<AppEnv, "INVITE_MAIL_WEBHOOK_URL" | "MAIL_QUEUE">,
  invitation: PendingInvitation,
  inviteUrl: string,
  siteName: string,
) {
  const [queued, handedOver] = await Promise.all([
    mailInvitationLink(env, invitation, inviteUrl),
    mailThroughWebhook(env, invitation, inviteUrl, siteName),
  ]);
  return queued || handedOver;
}

async function mailThroughWebhook(
  env: Pick<AppEnv, "INVITE_MAIL_WEBHOOK_URL">,
  invitation: PendingInvitation,
  inviteUrl: string,
  siteName: string,
) {
  const url = env.INVITE_MAIL_WEBHOOK_URL;
  if (!url) return false;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        event: "user.invited",
        to: invitation.email,
        subject: invitationSubject(siteName),
        text: `You have been invited to the ${siteName} admin portal as ${invitation.role}. Set your password here (the link works once and expires on ${invitation.expiresAt}):\n${inviteUrl}`,
        inviteUrl,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return true;
    logEvent("warn", "invitation: mail webhook answered an error", { status: response.status });
  } catch (error) {
    logEvent("warn", "invitation: mail webhook failed", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return false;
}
