import { hmacSha256 } from "./tokens.server";

/**
 * The visitor's IP as Cloudflare's edge reports it. In production Cloudflare sets
 * CF-Connecting-IP on every request and overwrites any value a client sent, so it is the only
 * header trusted; X-Forwarded-For is whatever the client or a proxy chose to write and is
 * ignored. (Locally, `wrangler dev` adds CF-Connecting-IP only when the request lacks one.)
 */
export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/** A salted hash of a visitor's IP for storage and counting (never the IP in clear). */
export async function hashIp(ip: string, secret: string) {
  return hmacSha256(secret, `ip:${ip}`, "hex");
}

/**
 * One visitor as far as counting goes: the same IP with the same browser. Adding the user agent
 * keeps people who share an office or mobile-carrier address apart without storing either value.
 */
export async function visitorHash(request: Request, secret: string) {
  const userAgent = request.headers.get("User-Agent") ?? "";
  return hmacSha256(secret, `visitor:${clientIp(request)}\n${userAgent}`, "hex");
}

/**
 * A visitor for the analytics: IP and browser under a salt that changes every day (UTC), so
 * the same person is a different visitor tomorrow and no hash can be traced back to them.
 */
export async function dailyVisitorHash(request: Request, secret: string, now = new Date()) {
  return visitorHash(request, `${secret}:analytics:${now.toISOString().slice(0, 10)}`);
}
