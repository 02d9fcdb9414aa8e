/**
 * The security audit log. Rows say who did what to which resource, from where; metadata
 * carries ids and reasons, never passwords, tokens, codes or keys. Each row keeps the actor's
 * e-mail as it was when written, so it still names them once their account is gone.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/platform/db.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { securityAuditLog, users } from "~db/schema";

export type AuditAction =
  | "auth.login.success"
  | "auth.login.failure"
  | "auth.lockout"
  | "auth.logout"
  | "auth.token.refresh"
  | "auth.token.refresh_reuse"
  | "auth.csrf.failure"
  | "auth.2fa.enabled"
  | "auth.2fa.disabled"
  | "auth.2fa.enrolment_started"
  | "auth.2fa.enrolment_cancelled"
  | "auth.2fa.reenrolled"
  | "auth.2fa.backup_codes_regenerated"
  | "auth.2fa.backup_code_used"
  | "auth.reauth.failure"
  | "auth.password.changed"
  | "auth.password.reset_requested"
  | "auth.password.reset"
  | "auth.unlock.mailed"
  | "auth.unlock.used"
  | "auth.session.revoked"
  | "user.invited"
  | "user.invitation_revoked"
  | "user.invitation_accepted"
  | "user.role_changed"
  | "user.suspended"
  | "user.reactivated"
  | "user.2fa_reset"
  | "user.deleted"
  | "api_key.created"
  | "api_key.revoked"
  | "post.created"
  | "post.updated"
  | "post.deleted"
  | "post.publish_toggled"
  | "post.restored"
  | "page.published"
  | "page.scheduled"
  | "page.restored"
  | "submission.viewed"
  | "submission.deleted"
  | "submission.exported"
  | "submission.lead_updated"
  | "media.uploaded"
  | "media.deleted"
  | "audit_log.exported"
  | "settings.mail_updated"
  | "data_subject.viewed"
  | "data_subject.exported"
  | "data_subject.erased";

interface AuditEntry {
  action: AuditAction;
  /** The account that acted; its e-mail is stored with the entry. */
  userId?: string | null;
  /** Who acted when no account did: the address a failed sign-in gave. */
  actorEmail?: string;
  /** What was acted on, e.g. "post:12", "session:4", "api_key:3". */
  resource?: string | null;
  metadata?: Record<string, unknown>;
}

const SECRET_KEYS = /pass(word)?|token|secret|code|key$/i;

/** Drops anything that looks like a credential, so a careless caller cannot log one. */
function withoutSecrets(metadata: Record<string, unknown> | undefined) {
  if (!metadata) return null;
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !SECRET_KEYS.test(key)));
}

/**
 * Writes one entry; inside the transaction of the change it records when given one, so that
 * the change and its entry stand or fall together.
 */
export async function writeAudit(
  db: Queryable,
  meta: RequestMeta,
  entry: AuditEntry,
  now = new Date(),
) {
  await db.insert(securityAuditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    actorEmail: entry.userId
      ? sql`(select email from ${users} where id = ${entry.userId})`
      : (entry.actorEmail ?? null),
    resource: entry.resource ?? null,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    requestId: meta.requestId,
    metadata: withoutSecrets(entry.metadata),
    timestamp: now,
  });
}
