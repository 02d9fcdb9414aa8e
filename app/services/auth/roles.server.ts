/**
 * What each role may do, checked in the services that screens and /api/v1 share
 * (docs/decisions/0019-roles-and-team.md):
 * - super_admin: everything, including users and invitations, API keys and data-subject requests;
 * - admin: posts, media, enquiries, analytics and their own settings (password, 2FA, sessions);
 * - user: no admin access; such an account cannot sign in to the portal or the admin API.
 *
 * `requireRole(actor, "super_admin")` throws 403 `{ message: "Super admin privileges required",
 * reason: "super_admin" }`: the API answers it as is, and the admin layout's ErrorBoundary
 * shows it as "Access Denied" / "Super admin privileges required".
 */
import { jsonError } from "~/lib/json-response";
import type { UserRole } from "~db/schema";

const SUPER_ADMIN_REQUIRED_MESSAGE = "Super admin privileges required";
const ADMIN_REQUIRED_MESSAGE = "Admin privileges required";

export type AdminRole = Exclude<UserRole, "user">;
export const adminRoles: readonly AdminRole[] = ["admin", "super_admin"];

/** Someone acting: an admin's role, or null for an API key (a key is never a super admin). */
export interface RoleHolder {
  role: UserRole;
}

export function hasAdminAccess(role: UserRole): role is AdminRole {
  return (adminRoles as readonly UserRole[]).includes(role);
}

export function hasRole(actor: RoleHolder | null, role: AdminRole) {
  if (!actor) return false;
  return role === "super_admin" ? actor.role === "super_admin" : hasAdminAccess(actor.role);
}

/** The 403 for someone who does not hold `role`. */
export function roleRequired(role: AdminRole) {
  return role === "super_admin"
    ? jsonError(403, SUPER_ADMIN_REQUIRED_MESSAGE, { reason: "super_admin" })
    : jsonError(403, ADMIN_REQUIRED_MESSAGE, { reason: "admin" });
}

/** Throws 403 unless the actor holds `role` (super_admin holds every role). */
export function requireRole(actor: RoleHolder | null, role: AdminRole): void {
  if (hasRole(actor, role)) return;
  throw roleRequired(role);
}
