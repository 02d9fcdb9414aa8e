/**
 * The team: the super admin's changes to other users (role, suspension, 2FA reset, deletion).
 * Every change checks the actor's role here, so no screen or API route can forget it, and is
 * audited in its own transaction: a change and its entries stand or fall together.
 *
 * Guardrails: nobody changes their own role or status, deletes themselves or resets their own
 * 2FA here (Settings asks for the password for that), and the last active super admin is never
 * demoted, suspended or deleted. The check locks every active super admin's row (SELECT … FOR
 * UPDATE) in the transaction that makes the change, so two parallel demotions of the last two
 * super admins cannot both pass: the second waits for the first, then sees one super admin
 * fewer. The actor must be among those rows: one suspended, demoted or deleted while their
 * request was on its way acts no more (403). Ids arrive parsed (`UserId`, one spelling of a
 * uuid), and "is it one's own account?" is asked of the target's row as stored.
 *
 * What goes with a change: suspension (or the role `user`) ends the person's sessions, refresh
 * tokens and the API keys they made; no longer being an active super admin revokes the
 * invitations they sent; deletion does both. Each key and invitation gets its own audit entry.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db.server";
import type { TeamMember, UserId } from "~/schemas/team";
import { writeAudit, type AuditAction } from "~/services/audit/write.server";
import {
  isActiveSuperAdmin,
  requireActingSuperAdmin,
  type ActingUser,
} from "~/services/auth/acting-role.server";
import { endAccess, type Taking } from "~/services/auth/end-access.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole, roleRequired } from "~/services/auth/roles.server";
import { twoFactorOff } from "~/services/auth/two-factor/enrolment.server";
import { users, type UserRole, type UserStatus } from "~db/schema";
import { revokeInvitationsFrom } from "./invitations.server";

export const LAST_SUPER_ADMIN_MESSAGE =
  "The last active super admin cannot be demoted, suspended or deleted. Make another user a super admin first.";
const OWN_ACCOUNT_MESSAGE = "You cannot change your own role or status, or delete yourself";
const OWN_TWO_FACTOR_MESSAGE =
  "You cannot reset your own two-factor authentication here. Turn it off in Settings, which asks for your password.";
export const USER_NOT_FOUND_MESSAGE = "User not found";

export type TeamChangeResult =
  | { status: "ok"; user: TeamMember }
  | { status: "not-found" }
  | { status: "refused"; message: string };

const memberColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  status: users.status,
  twoFactorEnabled: users.twoFactorEnabled,
  lastSignInAt: users.lastLogin,
  createdAt: users.createdAt,
};

interface MemberRow {
  id: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  twoFactorEnabled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
}

function toMember(row: MemberRow): TeamMember {
  return {
    ...row,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everyone with an account, super admins first, then by e-mail. */
export async function listTeam(db: Database, actor: ActingUser) {
  requireRole(actor, "super_admin");
  const rows = await db
    .select(memberColumns)
    .from(users)
    .orderBy(desc(sql`${users.role} = 'super_admin'`), users.email);
  return rows.map(toMember);
}

/**
 * Locks every active super admin's row, always in id order so that parallel changes queue
 * instead of deadlocking. A change that waited re-reads the rows: one demoted meanwhile drops out.
 */
function lockActiveSuperAdmins(tx: Transaction) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "super_admin"), eq(users.status, "active")))
    .orderBy(users.id)
    .for("update");
}

interface Change {
  role?: UserRole;
  status?: UserStatus;
}

function auditActionsFor(before: MemberRow, change: Change) {
  const actions: { action: AuditAction; metadata: Record<string, unknown> }[] = [];
  if (change.role && change.role !== before.role)
    actions.push({ action: "user.role_changed", metadata: { from: before.role, to: change.role } });
  if (change.status && change.status !== before.status)
    actions.push({
      action: change.status === "suspended" ? "user.suspended" : "user.reactivated",
      metadata: { email: before.email },
    });
  return actions;
}

/** Whether the change takes an active super admin's powers away. */
function removesSuperAdmin(before: MemberRow, change: Change | "delete") {
  if (!isActiveSuperAdmin(before)) return false;
  if (change === "delete") return true;
  return (
    (change.role !== undefined && change.role !== "super_admin") || change.status === "suspended"
  );
}

type Guarded =
  | { status: "ok"; before: MemberRow }
  | { status: "not-found" }
  | { status: "refused"; message: string };

async function guardedTarget(
  tx: Transaction,
  actor: ActingUser,
  userId: UserId,
  change: Change | "delete",
): Promise<Guarded> {
  const supers = await lockActiveSuperAdmins(tx);
  const [before] = await tx.select(memberColumns).from(users).where(eq(users.id, userId));
  if (!before) return { status: "not-found" };
  if (before.id === actor.id) return { status: "refused", message: OWN_ACCOUNT_MESSAGE };
  // Only an actor who is no longer an active super admin can meet the last one here (the race
  // of two demoting each other): they are told why before their own standing is checked.
  if (removesSuperAdmin(before, change) && !supers.some((row) => row.id !== before.id))
    return { status: "refused", message: LAST_SUPER_ADMIN_MESSAGE };
  if (!supers.some((row) => row.id === actor.id)) throw roleRequired("super_admin");
  return { status: "ok", before };
}

/**
 * Changes a user's role and/or status. Suspending ends their sessions, refresh tokens and API
 * keys in the same transaction, so their next request is refused; losing super admin revokes
 * the invitations they sent.
 */
export async function changeUser(
  db: Database,
  actor: ActingUser,
  userId: UserId,
  change: Change,
  meta: RequestMeta,
): Promise<TeamChangeResult> {
  requireRole(actor, "super_admin");
  return db.transaction(async (tx): Promise<TeamChangeResult> => {
    const target = await guardedTarget(tx, actor, userId, change);
    if (target.status !== "ok") return target;
    const { before } = target;
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning(memberColumns);
    const taking: Taking & { actor: ActingUser } = {
      actor,
      meta,
      reason: change.status === "suspended" ? "user.suspended" : "user.role_changed",
    };
    const ended =
      change.status === "suspended" || change.role === "user"
        ? await endAccess(tx, before.id, taking)
        : null;
    if (!isActiveSuperAdmin(after)) await revokeInvitationsFrom(tx, before.id, taking);
    for (const { action, metadata } of auditActionsFor(before, change))
      await writeAudit(tx, meta, {
        action,
        userId: actor.id,
        resource: `user:${before.id}`,
        metadata: { ...metadata, ...(ended ?? {}) },
      });
    return { status: "ok", user: toMember(after!) };
  });
}

/**
 * Turns 2FA off for a user who lost their authenticator; they can set it up again in Settings.
 * Never one's own: Settings turns it off only with the password.
 */
export async function resetUserTwoFactor(
  db: Database,
  actor: ActingUser,
  userId: UserId,
  meta: RequestMeta,
): Promise<TeamChangeResult> {
  requireRole(actor, "super_admin");
  if (userId === actor.id) return { status: "refused", message: OWN_TWO_FACTOR_MESSAGE };
  return db.transaction(async (tx): Promise<TeamChangeResult> => {
    await requireActingSuperAdmin(tx, actor);
    const [after] = await tx
      .update(users)
      .set(twoFactorOff(new Date()))
      .where(eq(users.id, userId))
      .returning(memberColumns);
    if (!after) return { status: "not-found" };
    await writeAudit(tx, meta, {
      action: "user.2fa_reset",
      userId: actor.id,
      resource: `user:${after.id}`,
      metadata: { email: after.email },
    });
    return { status: "ok", user: toMember(after) };
  });
}

/**
 * Deletes a user, with their audit entry in the same transaction. Their posts keep the author
 * name they carry; their notes keep the author's e-mail; their API keys and pending invitations
 * are revoked first.
 */
export async function deleteUser(
  db: Database,
  actor: ActingUser,
  userId: UserId,
  meta: RequestMeta,
): Promise<{ status: "ok" } | { status: "not-found" } | { status: "refused"; message: string }> {
  requireRole(actor, "super_admin");
  return db.transaction(async (tx) => {
    const target = await guardedTarget(tx, actor, userId, "delete");
    if (target.status !== "ok") return target;
    const { before } = target;
    const taking: Taking & { actor: ActingUser } = { actor, meta, reason: "user.deleted" };
    await endAccess(tx, before.id, taking);
    await revokeInvitationsFrom(tx, before.id, taking);
    await tx.delete(users).where(eq(users.id, before.id));
    await writeAudit(tx, meta, {
      action: "user.deleted",
      userId: actor.id,
      resource: `user:${before.id}`,
      metadata: { email: before.email, role: before.role },
    });
    return { status: "ok" as const };
  });
}
