/**
 * Ending every way an account is signed in, for the changes that must take access away at
 * once: a suspension, a deletion, a demotion to `user`, a password reset through a mailed link.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/platform/db.server";
import { writeAudit, type AuditAction } from "~/services/audit/write.server";
import { adminSessions, apiKeys, csrfTokens } from "~db/schema";
import type { RequestMeta } from "./request-meta.server";

/** Who takes access away, and the change (an audit action) that does. */
export interface Taking {
  actor: { id: string };
  meta: RequestMeta;
  reason: AuditAction;
}

/**
 * Ends every way the user is signed in: web and API sessions (with their refresh tokens) and
 * API keys, each key with its own audit entry.
 */
export async function endAccess(tx: Transaction, userId: string, taking: Taking) {
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
    .returning({ id: apiKeys.id, name: apiKeys.name });
  for (const key of keys)
    await writeAudit(tx, taking.meta, {
      action: "api_key.revoked",
      userId: taking.actor.id,
      resource: `api_key:${key.id}`,
      metadata: { name: key.name, reason: taking.reason },
    });
  return { sessions: sessions.length, apiKeys: keys.length };
}
