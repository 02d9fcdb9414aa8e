/** Random tokens and their one-way fingerprints: what we hand out is never what we store. */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { base64url } from "jose";

/** A URL-safe random token; 32 bytes give 256 bits of entropy (43 characters). */
export function randomToken(bytes = 32) {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * SHA-256 in hex. Enough for tokens with 256 bits of entropy (sessions, API keys, backup
 * codes of 50 bits behind a lockout): unlike passwords they cannot be guessed offline.
 */
export function sha256(value: string) {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * HMAC-SHA-256: the one keyed hash, for signatures (form stamps) and for personal identifiers
 * kept as hashes (IPs, visitors, e-mail addresses).
 */
export function hmacSha256(secret: string, message: string, encoding: "hex" | "base64url") {
  return createHmac("sha256", secret).update(message).digest(encoding);
}

/** Compares secrets in constant time, so response timing tells a guesser nothing. */
export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
