/**
 * Admin sessions: one admin_sessions row per sign-in (screens and API alike), so every session
 * can be listed and revoked. The client holds a random token; the row holds only its SHA-256.
 * A session ends 30 minutes after its last use or 8 hours after it began, whichever is first.
 */
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { randomToken, sha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import { adminSessions, csrfTokens, users, type UserRole } from "~db/schema";
import type { RequestMeta } from "./request-meta.server";
import { adminRoles } from "./roles.server";

const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

export interface AdminUser {
  id: string;
  email: string;
  role: UserRole;
}

type SessionKind = "web" | "api";

export async function createSession(
  db: Database,
  {
    userId,
    kind,
    meta,
    refreshTokenId = null,
  }: { userId: string; kind: SessionKind; meta: RequestMeta; refreshTokenId?: string | null },
  now = new Date(),
) {
  const token = randomToken();
  const [session] = await db
    .insert(adminSessions)
    .values({
      userId,
      kind,
      token: sha256(token),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      refreshTokenId,
    })
    .returning();
  return { token, session: session! };
}

const sessionUserColumns = {
  sessionId: adminSessions.id,
  expiresAt: adminSessions.expiresAt,
  refreshTokenId: adminSessions.refreshTokenId,
  lastActiveAt: adminSessions.lastActiveAt,
  user: { id: users.id, email: users.email, role: users.role },
};

/**
 * The live web session behind a cookie token, with its user; its idle clock restarts.
 * One statement: only a session that is neither idle nor past its end is touched and returned.
 */
export async function resumeWebSession(db: Database, token: string, now = new Date()) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const [touched] = await db
    .update(adminSessions)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(adminSessions.token, sha256(token)),
        eq(adminSessions.kind, "web"),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastActiveAt, idleSince),
      ),
    )
    .returning({ id: adminSessions.id, userId: adminSessions.userId });
  if (!touched) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.id, touched.userId),
        inArray(users.role, [...adminRoles]),
        eq(users.status, "active"),
      ),
    );
  return user ? { sessionId: touched.id, user } : null;
}

/** An API session by id, if it has not ended (access tokens do not restart the idle clock; refreshes do). */
export async function findLiveSession(db: Database, sessionId: number, now = new Date()) {
  const [row] = await db
    .select(sessionUserColumns)
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.id, sessionId),
        gt(adminSessions.expiresAt, now),
        inArray(users.role, [...adminRoles]),
        eq(users.status, "active"),
      ),
    );
  return row ?? null;
}

export function isIdle(lastActiveAt: Date, now: Date) {
  return now.getTime() - lastActiveAt.getTime() >= SESSION_IDLE_MS;
}

export async function endSession(db: Database, sessionId: number) {
  await db.delete(csrfTokens).where(eq(csrfTokens.sessionId, String(sessionId)));
  const deleted = await db
    .delete(adminSessions)
    .where(eq(adminSessions.id, sessionId))
    .returning({ id: adminSessions.id });
  return deleted.length > 0;
}

/**
 * Signs out one of a user's own sessions, by id, and writes it to the audit log. False when
 * there was nothing to end: not theirs, or already ended.
 */
export async function revokeOwnSession(
  db: Database,
  user: Pick<AdminUser, "id">,
  sessionId: number,
  meta: RequestMeta,
) {
  const [owned] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, user.id)));
  if (!owned || !(await endSession(db, owned.id))) return false;
  await writeAudit(db, meta, {
    action: "auth.session.revoked",
    userId: user.id,
    resource: `session:${sessionId}`,
  });
  return true;
}

/** Ends every session of a user except one (after a password change, say). */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: number | null) {
  const others = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        keepSessionId === null ? undefined : ne(adminSessions.id, keepSessionId),
      ),
    )
    .returning({ id: adminSessions.id });
  if (others.length > 0) {
    await db
      .delete(csrfTokens)
      .where(sql`${csrfTokens.sessionId} in ${others.map((s) => String(s.id))}`);
  }
  return others.length;
}

export async function listActiveSessions(db: Database, userId: string, now = new Date()) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  return db
    .select({
      id: adminSessions.id,
      kind: adminSessions.kind,
      ipAddress: adminSessions.ipAddress,
      userAgent: adminSessions.userAgent,
      createdAt: adminSessions.createdAt,
      lastActiveAt: adminSessions.lastActiveAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastActiveAt, idleSince),
      ),
    )
    .orderBy(desc(adminSessions.lastActiveAt));
}
