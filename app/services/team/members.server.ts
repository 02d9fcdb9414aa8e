/**
 * The team: the super admin's changes to other users (role, suspension, 2FA reset, deletion).
 * Every change checks the actor's role here, so no screen or API route can forget it, and
 * every change is audited.
 *
 * Guardrails: nobody changes their own role or status or deletes themselves, and the last
 * active super admin is never demoted, suspended or deleted. The check locks every active
 * super admin's row (SELECT … FOR UPDATE) in the transaction that makes the change, so two
 * parallel demotions of the last two super admins cannot both pass: the second waits for the
 * first, then sees one super admin fewer.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db.server";
import type { TeamMember } from "~/schemas/team";
import { writeAudit, type AuditAction } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole } from "~/services/auth/roles.server";
import { twoFactorOff } from "~/services/auth/two-factor/enrolment.server";
import {
  apiKeys,
  csrfTokens,
  adminSessions,
  users,
  type UserRole,
  type UserStatus,
} from "~db/schema";

export interface TeamActor {
  id: string;
  role: UserRole;
}

export const LAST_SUPER_ADMIN_MESSAGE =
  "The last active super admin cannot be demoted, suspended or deleted. Make another user a super admin first.";
const OWN_ACCOUNT_MESSAGE = "You cannot change your own role or status, or delete yourself";
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
export async function listTeam(db: Database, actor: TeamActor) {
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

/** Ends every way the user is signed in: web and API sessions (with their refresh tokens) and API keys. */
async function endAccess(tx: Transaction, userId: string) {
  const sessions = await tx
    .delete(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .returning({ id: adminSessions.id });
  if (sessions.length > 0)
    await tx.delete(csrfTokens).where(
      inArray(
        csrfTokens.sessionId,
        sessions.map((session) => String(session.id)),
      ),
    );
  const keys = await tx
    .update(apiKeys)
    .set({ active: false })
    .where(and(eq(apiKeys.createdBy, userId), eq(apiKeys.active, true)))
    .returning({ id: apiKeys.id });
  return { sessions: sessions.length, apiKeys: keys.length };
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
  if (before.role !== "super_admin" || before.status !== "active") return false;
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
  actor: TeamActor,
  userId: string,
  change: Change | "delete",
): Promise<Guarded> {
  if (userId === actor.id) return { status: "refused", message: OWN_ACCOUNT_MESSAGE };
  const supers = await lockActiveSuperAdmins(tx);
  const [before] = await tx.select(memberColumns).from(users).where(eq(users.id, userId));
  if (!before) return { status: "not-found" };
  if (removesSuperAdmin(before, change) && !supers.some((row) => row.id !== userId))
    return { status: "refused", message: LAST_SUPER_ADMIN_MESSAGE };
  return { status: "ok", before };
}

/**
 * Changes a user's role and/or status. Suspending ends their sessions, refresh tokens and API
 * keys in the same transaction, so their next request is refused.
 */
export async function changeUser(
  db: Database,
  actor: TeamActor,
  userId: string,
  change: Change,
  meta: RequestMeta,
): Promise<TeamChangeResult> {
  requireRole(actor, "super_admin");
  const result = await db.transaction(async (tx) => {
    const target = await guardedTarget(tx, actor, userId, change);
    if (target.status !== "ok") return target;
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(memberColumns);
    const ended =
      change.status === "suspended" || change.role === "user" ? await endAccess(tx, userId) : null;
    return { status: "ok" as const, before: target.before, after: after!, ended };
  });
  if (result.status !== "ok") return result;
  for (const { action, metadata } of auditActionsFor(result.before, change))
    await writeAudit(db, meta, {
      action,
      userId: actor.id,
      resource: `user:${userId}`,
      metadata: { ...metadata, ...(result.ended ?? {}) },
    });
  return { status: "ok", user: toMember(result.after) };
}

/** Turns 2FA off for a user who lost their authenticator; they can set it up again in Settings. */
export async function resetUserTwoFactor(
  db: Database,
  actor: TeamActor,
  userId: string,
  meta: RequestMeta,
): Promise<TeamChangeResult> {
  requireRole(actor, "super_admin");
  const [after] = await db
    .update(users)
    .set(twoFactorOff(new Date()))
    .where(eq(users.id, userId))
    .returning(memberColumns);
  if (!after) return { status: "not-found" };
  await writeAudit(db, meta, {
    action: "user.2fa_reset",
    userId: actor.id,
    resource: `user:${userId}`,
    metadata: { email: after.email },
  });
  return { status: "ok", user: toMember(after) };
}

/**
 * Deletes a user. Their posts keep the author name they carry; their notes keep the author's
 * e-mail; their API keys are revoked first.
 */
export async function deleteUser(
  db: Database,
  actor: TeamActor,
  userId: string,
  meta: RequestMeta,
): Promise<{ status: "ok" } | { status: "not-found" } | { status: "refused"; message: string }> {
  requireRole(actor, "super_admin");
  const result = await db.transaction(async (tx) => {
    const target = await guardedTarget(tx, actor, userId, "delete");
    if (target.status !== "ok") return target;
    await endAccess(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return target;
  });
  if (result.status !== "ok") return result;
  await writeAudit(db, meta, {
    action: "user.deleted",
    userId: actor.id,
    resource: `user:${userId}`,
    metadata: { email: result.before.email, role: result.before.role },
  });
  return { status: "ok" };
}
