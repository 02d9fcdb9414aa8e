/**
 * A signed "this form was rendered at" time. Public forms carry it in a hidden field so the
 * server can tell how long the visitor took to fill them in (bots post instantly), without
 * trusting a time the client could write itself.
 */
import { allSecrets, currentSecret, type SigningSecrets } from "./signing-secrets.server";
import { hmacSha256, safeEqual } from "./tokens.server";

function sign(issuedAt: number, secret: string) {
  return hmacSha256(secret, `form-stamp:${issuedAt}`, "base64url");
}

export async function issueFormStamp(secrets: SigningSecrets, now = Date.now()) {
  return `${now}.${sign(now, currentSecret(secrets))}`;
}

/** How many milliseconds ago the stamp was issued, or null when it is missing, forged or from the future. */
export async function formStampAge(
  stamp: unknown,
  secrets: SigningSecrets,
  now = Date.now(),
): Promise<number | null> {
  if (typeof stamp !== "string") return null;
  const match = /^(\d{13})\.([\w-]{43})$/.exec(stamp);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  let genuine = false;
  for (const secret of allSecrets(secrets))
    if (safeEqual(sign(issuedAt, secret), match[2]!)) genuine = true;
  if (!genuine) return null;
  const age = now - issuedAt;
  return age < 0 ? null : age;
}
