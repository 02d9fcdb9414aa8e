/**
 * A signed "this form was rendered at" time. Public forms carry it in a hidden field so the
 * server can tell how long the visitor took to fill them in (bots post instantly), without
 * trusting a time the client could write itself.
 */
import { base64url } from "jose";
import { allSecrets, currentSecret, type SigningSecrets } from "./signing-secrets.server";
import { safeEqual } from "./tokens.server";

const encoder = new TextEncoder();

async function sign(issuedAt: number, secret: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(`form-stamp:${issuedAt}`));
  return base64url.encode(new Uint8Array(signature));
}

export async function issueFormStamp(secrets: SigningSecrets, now = Date.now()) {
  return `${now}.${await sign(now, currentSecret(secrets))}`;
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
    if (safeEqual(await sign(issuedAt, secret), match[2]!)) genuine = true;
  if (!genuine) return null;
  const age = now - issuedAt;
  return age < 0 ? null : age;
}
