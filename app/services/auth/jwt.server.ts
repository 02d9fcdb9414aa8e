/**
 * Signed tokens of the admin API (jose, HS256 with JWT_SECRET). Three kinds, told apart by
 * audience and a `use` claim, so none is accepted where another is expected:
 * access (15 minutes), refresh (until the session's end, rotated on each use) and the
 * short-lived challenge between the password and the second factor.
 */
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { randomToken } from "./secrets.server";

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const CHALLENGE_TTL_S = 5 * 60;
const ISSUER = "kaleon-admin";

const AUDIENCES = {
  access: "kaleon-admin-api",
  refresh: "kaleon-admin-refresh",
  challenge: "kaleon-admin-2fa",
} as const;
export type TokenUse = keyof typeof AUDIENCES;

export interface TokenClaims {
  userId: string;
  /** admin_sessions.id; absent on challenge tokens (no session exists yet). */
  sessionId: number | null;
  jti: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signToken(
  secret: string,
  use: TokenUse,
  {
    userId,
    sessionId = null,
    jti = randomToken(16),
    expiresAt,
  }: { userId: string; sessionId?: number | null; jti?: string; expiresAt: Date },
  now = new Date(),
) {
  const token = await new SignJWT({ use, ...(sessionId === null ? {} : { sid: sessionId }) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCES[use])
    .setSubject(userId)
    .setJti(jti)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(key(secret));
  return { token, jti, expiresAt };
}

/** The claims of a valid, unexpired token of this kind; null for anything else. */
export async function verifyToken(
  secret: string,
  use: TokenUse,
  token: string,
  now = new Date(),
): Promise<TokenClaims | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCES[use],
      currentDate: now,
      requiredClaims: ["sub", "jti", "exp"],
    }));
  } catch {
    return null;
  }
  if (payload.use !== use) return null;
  const sessionId = typeof payload.sid === "number" ? payload.sid : null;
  if (use !== "challenge" && sessionId === null) return null;
  return {
    userId: payload.sub!,
    sessionId,
    jti: payload.jti!,
    expiresAt: new Date(payload.exp! * 1000),
  };
}
