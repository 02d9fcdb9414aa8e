/**
 * Bearer sessions of the admin API. Sign-in creates an admin_sessions row (kind "api") and
 * hands out an access token (15 minutes), a refresh token and the session token. The row's
 * refresh_token_id names the one refresh token that may still be used: each refresh replaces
 * it, and presenting an older one (a replay, so probably a stolen token) ends the session,
 * which revokes the whole family at once.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import { randomToken, safeEqual, sha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import { adminSessions, tokenBlacklist } from "~db/schema";
import { ACCESS_TOKEN_TTL_S, signToken, verifyToken } from "./jwt.server";
import type { RequestMeta } from "./request-meta.server";
import {
  createSession,
  endSession,
  findLiveSession,
  isIdle,
  type AdminUser,
} from "./session.server";

async function tokenPair(
  secret: SigningSecrets,
  session: { id: number; userId: string; expiresAt: Date },
  refreshJti: string,
  now: Date,
) {
  const accessExpires = new Date(
    Math.min(now.getTime() + ACCESS_TOKEN_TTL_S * 1000, session.expiresAt.getTime()),
  );
  const [access, refresh] = await Promise.all([
    signToken(
      secret,
      "access",
      { userId: session.userId, sessionId: session.id, expiresAt: accessExpires },
      now,
    ),
    signToken(
      secret,
      "refresh",
      {
        userId: session.userId,
        sessionId: session.id,
        jti: refreshJti,
        expiresAt: session.expiresAt,
      },
      now,
    ),
  ]);
  return { accessToken: access.token, refreshToken: refresh.token };
}

export async function startApiSession(
  db: Database,
  user: AdminUser,
  meta: RequestMeta,
  secret: SigningSecrets,
  now = new Date(),
) {
  const refreshJti = randomToken(16);
  const { token: sessionToken, session } = await createSession(
    db,
    { userId: user.id, kind: "api", meta, refreshTokenId: refreshJti },
    now,
  );
  const pair = await tokenPair(secret, session, refreshJti, now);
  return { ...pair, sessionToken };
}

type RefreshResult =
  | { ok: true; tokens: { accessToken: string; refreshToken: string } }
  | { ok: false; reason: "invalid" | "expired" | "reused" };

export async function refreshApiSession(
  db: Database,
  refreshToken: string,
  meta: RequestMeta,
  secret: SigningSecrets,
  now = new Date(),
): Promise<RefreshResult> {
  const claims = await verifyToken(secret, "refresh", refreshToken, now);
  if (!claims?.sessionId) return { ok: false, reason: "invalid" };
  const session = await findLiveSession(db, claims.sessionId, now);
  if (!session || session.user.id !== claims.userId) return { ok: false, reason: "invalid" };
  if (isIdle(session.lastActiveAt, now)) {
    await endSession(db, session.sessionId);
    return { ok: false, reason: "expired" };
  }

  const nextJti = randomToken(16);
  // Compare-and-set: of two refreshes with the same token, exactly one wins; the other is a replay.
  const [rotated] = await db
    .update(adminSessions)
    .set({ refreshTokenId: nextJti, lastActiveAt: now })
    .where(
      and(eq(adminSessions.id, session.sessionId), eq(adminSessions.refreshTokenId, claims.jti)),
    )
    .returning({
      id: adminSessions.id,
      userId: adminSessions.userId,
      expiresAt: adminSessions.expiresAt,
    });
  if (!rotated) {
    await endSession(db, session.sessionId);
    await writeAudit(
      db,
      meta,
      {
        action: "auth.token.refresh_reuse",
        userId: claims.userId,
        resource: `session:${session.sessionId}`,
      },
      now,
    );
    return { ok: false, reason: "reused" };
  }
  await writeAudit(
    db,
    meta,
    {
      action: "auth.token.refresh",
      userId: claims.userId,
      resource: `session:${session.sessionId}`,
    },
    now,
  );
  return { ok: true, tokens: await tokenPair(secret, rotated, nextJti, now) };
}

/** The admin behind a Bearer access token, if the token is valid, not blacklisted and its session is alive. */
export async function authenticateAccessToken(
  db: Database,
  accessToken: string,
  secret: SigningSecrets,
  now = new Date(),
) {
  const claims = await verifyToken(secret, "access", accessToken, now);
  if (!claims?.sessionId) return null;
  const [session, [blacklisted]] = await Promise.all([
    findLiveSession(db, claims.sessionId, now),
    db
      .select({ id: tokenBlacklist.id })
      .from(tokenBlacklist)
      .where(
        and(eq(tokenBlacklist.tokenHash, sha256(accessToken)), gt(tokenBlacklist.expiresAt, now)),
      ),
  ]);
  if (blacklisted || !session || session.user.id !== claims.userId) return null;
  return { user: session.user, sessionId: session.sessionId, claims };
}

/** Logout: the access token is blacklisted until it expires and the session (with its refresh family) ends. */
export async function endApiSession(
  db: Database,
  {
    accessToken,
    claims,
    sessionToken,
    userId,
  }: {
    accessToken: string;
    claims: { sessionId: number | null; expiresAt: Date };
    sessionToken: string | null;
    userId: string;
  },
  meta: RequestMeta,
  now = new Date(),
) {
  if (claims.sessionId === null) return false;
  if (sessionToken !== null) {
    const [row] = await db
      .select({ token: adminSessions.token })
      .from(adminSessions)
      .where(eq(adminSessions.id, claims.sessionId));
    if (!row || !safeEqual(row.token, sha256(sessionToken))) return false;
  }
  await db
    .insert(tokenBlacklist)
    .values({
      tokenHash: sha256(accessToken),
      tokenType: "access",
      expiresAt: claims.expiresAt,
      blacklistedAt: now,
      reason: "logout",
    })
    .onConflictDoNothing();
  await endSession(db, claims.sessionId);
  // Expired entries are useless: prune them here rather than with a scheduled job.
  await db
    .delete(tokenBlacklist)
    .where(sql`${tokenBlacklist.expiresAt} < ${now.toISOString()}::timestamptz`);
  await writeAudit(
    db,
    meta,
    {
      action: "auth.logout",
      userId,
      resource: `session:${claims.sessionId}`,
      metadata: { kind: "api" },
    },
    now,
  );
  return true;
}
