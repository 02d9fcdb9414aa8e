/**
 * CSRF tokens, one per session (csrf_tokens.session_id = admin_sessions.id), living as long as
 * the session. Screens put it in a hidden field, API clients send it as X-CSRF-Token.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import { randomToken, safeEqual } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { csrfTokens } from "~db/schema";
import { SESSION_ABSOLUTE_MS } from "./session.server";

export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "X-CSRF-Token";

export async function csrfTokenFor(db: Database, sessionId: number, now = new Date()) {
  const key = String(sessionId);
  const [existing] = await db
    .select({ token: csrfTokens.token })
    .from(csrfTokens)
    .where(and(eq(csrfTokens.sessionId, key), gt(csrfTokens.expiresAt, now)));
  if (existing) return existing.token;
  const fresh = {
    token: randomToken(),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    createdAt: now,
  };
  // Two loaders of one page may ask at once: only an expired token is replaced, so both get the same one.
  const [created] = await db
    .insert(csrfTokens)
    .values({ sessionId: key, ...fresh })
    .onConflictDoUpdate({
      target: csrfTokens.sessionId,
      set: fresh,
      setWhere: lte(csrfTokens.expiresAt, now),
    })
    .returning({ token: csrfTokens.token });
  if (created) return created.token;
  const [current] = await db
    .select({ token: csrfTokens.token })
    .from(csrfTokens)
    .where(eq(csrfTokens.sessionId, key));
  return current!.token;
}

export async function isValidCsrfToken(
  db: Database,
  sessionId: number,
  candidate: unknown,
  now = new Date(),
) {
  if (typeof candidate !== "string" || candidate.length === 0) return false;
  const [row] = await db
    .select({ token: csrfTokens.token })
    .from(csrfTokens)
    .where(and(eq(csrfTokens.sessionId, String(sessionId)), gt(csrfTokens.expiresAt, now)));
  return row ? safeEqual(row.token, candidate) : false;
}
