/** The cookie session of the admin screens, on top of admin_sessions rows. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "./request-meta.server";
import {
  clearedSessionCookieHeader,
  readSessionToken,
  sessionCookieHeader,
} from "./session-cookie.server";
import { createSession, endSession, resumeWebSession, type AdminUser } from "./session.server";

export async function currentWebSession(
  request: Request,
  context: AppLoadContext,
  now = new Date(),
) {
  const token = await readSessionToken(request, context.env.SESSION_SECRET);
  if (!token) return null;
  return resumeWebSession(await context.db(), token, now);
}

/** A new session (and id) at every sign-in; a session the browser still held is ended first. */
export async function startWebSession(
  request: Request,
  context: AppLoadContext,
  db: Database,
  user: AdminUser,
  meta: RequestMeta,
  now = new Date(),
) {
  const previous = await currentWebSession(request, context, now);
  if (previous) await endSession(db, previous.sessionId);
  const { token } = await createSession(db, { userId: user.id, kind: "web", meta }, now);
  return sessionCookieHeader(request, context.env.SESSION_SECRET, token);
}

/** Ends the browser's session, if any; returns the header that clears the cookie. */
export async function endWebSession(request: Request, context: AppLoadContext, meta: RequestMeta) {
  const current = await currentWebSession(request, context);
  if (current) {
    const db = await context.db();
    await endSession(db, current.sessionId);
    await writeAudit(db, meta, {
      action: "auth.logout",
      userId: current.user.id,
      resource: `session:${current.sessionId}`,
      metadata: { kind: "web" },
    });
  }
  return clearedSessionCookieHeader(request, context.env.SESSION_SECRET);
}
