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

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 part split), or null. */
function ipv6Groups(ip: string): number[] | null {
  const halves = ip.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) =>
    half === ""
      ? []
      : half.split(":").flatMap((group) => {
          const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(group);
          if (!v4) return /^[0-9a-f]{1,4}$/.test(group) ? [parseInt(group, 16)] : [NaN];
          const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
          return [a, b, c, d].some((octet) => octet > 255) ? [NaN] : [a * 256 + b, c * 256 + d];
        }),
  ) as [number[], number[] | undefined];
  const missing = 8 - head.length - (tail?.length ?? 0);
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(tail ? missing : 0).fill(0), ...(tail ?? [])];
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * The network a client's address belongs to, as the sign-in limits count it: an IPv4 address
 * itself, an IPv6 address its /64. A home or a server is given a whole /64 and may use any of
 * its addresses, so counting single IPv6 addresses would hand one client endless fresh ones.
 * An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address; anything that is
 * not an address stays as it is.
 */
export function clientNetwork(ip: string) {
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
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
