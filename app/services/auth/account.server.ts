/** The signed-in admin's own account: password change and the checks that need the current password. */
import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { users } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../password.server";
import { writeAudit } from "./audit.server";
import type { RequestMeta } from "./request-meta.server";
import { endOtherSessions } from "./session.server";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const SAME_PASSWORD = "Choose a password different from the current one";

export async function isCurrentPassword(db: Database, userId: string, password: string) {
  const [user] = await db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, userId));
  return user ? verifyPassword(password, user.password) : false;
}

export type PasswordChangeResult =
  | { ok: true; endedSessions: number }
  | { ok: false; field: "currentPassword" | "newPassword"; message: string };

/** Sets a new password (already checked against the policy) and ends every other session of the account. */
export async function changePassword(
  db: Database,
  { userId, keepSessionId }: { userId: string; keepSessionId: number },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<PasswordChangeResult> {
  if (!(await isCurrentPassword(db, userId, currentPassword)))
    return { ok: false, field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
  if (currentPassword === newPassword)
    return { ok: false, field: "newPassword", message: SAME_PASSWORD };
  await db
    .update(users)
    .set({ password: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  const endedSessions = await endOtherSessions(db, userId, keepSessionId);
  await writeAudit(db, meta, {
    action: "auth.password.changed",
    userId,
    resource: `user:${userId}`,
    metadata: { endedSessions },
  });
  return { ok: true, endedSessions };
}
