/**
 * A signed "this form was rendered at" time. Public forms carry it in a hidden field so the
 * server can tell how long the visitor took to fill them in (bots post instantly), without
 * trusting a time the client could write itself.
 */
import { allSecrets, currentSecret, type SigningSecrets } from "./signing-secrets.server";

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
  return btoa(String.fromCharCode(...new Uint8Array(signature)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
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
    if (timingSafeEqual(await sign(issuedAt, secret), match[2]!)) genuine = true;
  if (!genuine) return null;
  const age = now - issuedAt;
  return age < 0 ? null : age;
}

function timingSafeEqual(a: string, b: string) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
