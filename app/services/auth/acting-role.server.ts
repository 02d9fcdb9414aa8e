/**
 * Whether someone still holds super admin at the moment their change is made. The user a
 * request carries was read when it began; one suspended, demoted or deleted since then must act
 * no more, so a change that hands out access (an invitation, an API key) or changes the team
 * reads its actor again, locked, in its own transaction.
 */
import { eq } from "drizzle-orm";
import type { Transaction } from "~/platform/db.server";
import { users, type UserRole, type UserStatus } from "~db/schema";
import { requireRole, roleRequired } from "./roles.server";

/** A signed-in user acting, as their request read them. */
export interface ActingUser {
  id: string;
  role: UserRole;
}

/** Whether an account may manage the team, invite and make API keys: an active super admin. */
export function isActiveSuperAdmin(
  account: { role: UserRole; status: UserStatus } | null | undefined,
) {
  return account?.role === "super_admin" && account.status === "active";
}

/**
 * Locks the account's row (FOR SHARE) until the transaction ends and says whether it is still
 * an active super admin. A change to that account waits meanwhile, so what it revokes cannot
 * be handed out again in that account's name at the same moment.
 */
export async function stillActiveSuperAdmin(tx: Transaction, id: string | null) {
  if (!id) return false;
  const [account] = await tx
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .for("share");
  return isActiveSuperAdmin(account);
}

/** Throws 403 unless the actor is, in this transaction, an active super admin. */
export async function requireActingSuperAdmin(tx: Transaction, actor: ActingUser) {
  requireRole(actor, "super_admin");
  if (!(await stillActiveSuperAdmin(tx, actor.id))) throw roleRequired("super_admin");
}
