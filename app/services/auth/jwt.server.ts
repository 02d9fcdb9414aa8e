/**
 * Signed tokens of the admin API (jose, HS256 with JWT_SECRET). Three kinds, told apart by
 * audience and a `use` claim, so none is accepted where another is expected:
 * access (15 minutes), refresh (until the session's end, rotated on each use) and the
 * short-lived challenge between the password and the second factor.
 * Each token names its key (`kid`, a fingerprint of the secret), so that during a rotation
 * tokens signed with the previous secret keep working until they expire.
 */
import { base64url, decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { allSecrets, currentSecret, type SigningSecrets } from "~/lib/signing-secrets.server";
import { randomToken } from "~/lib/tokens.server";

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const CHALLENGE_TTL_S = 5 * 60;
const ISSUER = "kaleon-admin";

const AUDIENCES = {
  access: "kaleon-admin-api",
  refresh: "kaleon-admin-refresh",
  challenge: "kaleon-admin-2fa",
} as const;
type TokenUse = keyof typeof AUDIENCES;

interface TokenClaims {
  userId: string;
  /** admin_sessions.id; absent on challenge tokens (no session exists yet). */
  sessionId: number | null;
  jti: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** A public name for a secret: 8 bytes of its SHA-256, enough to tell a handful of keys apart. */
export async function keyId(secret: string) {
  const digest = await crypto.subtle.digest("SHA-256", key(secret));
  return base64url.encode(new Uint8Array(digest).slice(0, 8));
}

/** The secrets that may have signed a token: the one its `kid` names, or (older tokens) any. */
async function candidateSecrets(secrets: SigningSecrets, token: string) {
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return [];
  }
  const all = allSecrets(secrets);
  if (kid === undefined) return all;
  const named = [];
  for (const secret of all) if ((await keyId(secret)) === kid) named.push(secret);
  return named;
}
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signToken(
  secrets: SigningSecrets,
  use: TokenUse,
  {
    userId,
    sessionId = null,
    jti = randomToken(16),
    expiresAt,
  }: { userId: string; sessionId?: number | null; jti?: string; expiresAt: Date },
  now = new Date(),
) {
  const secret = currentSecret(secrets);
  const token = await new SignJWT({ use, ...(sessionId === null ? {} : { sid: sessionId }) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid: await keyId(secret) })
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
  secrets: SigningSecrets,
  use: TokenUse,
  token: string,
  now = new Date(),
): Promise<TokenClaims | null> {
  let payload: JWTPayload | undefined;
  for (const secret of await candidateSecrets(secrets, token)) {
    try {
      ({ payload } = await jwtVerify(token, key(secret), {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCES[use],
        currentDate: now,
        requiredClaims: ["sub", "jti", "exp"],
      }));
      break;
    } catch {
      // Not this key (or not a valid token at all): try the next candidate.
    }
  }
  if (!payload) return null;
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
