/**
 * The admin screens' session cookie. It carries only the random session token (signed, so a
 * tampered cookie is dropped before any database lookup). HttpOnly and SameSite=Lax always;
 * Secure everywhere but plain-http localhost; the __Host- prefix (Secure, Path=/, no Domain)
 * whenever the site is served over https, as in production.
 */
import { createCookie } from "@remix-run/cloudflare";
import { allSecrets, type SigningSecrets } from "~/lib/signing-secrets.server";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function adminSessionCookie(request: Request, secrets: SigningSecrets) {
  const url = new URL(request.url);
  const https = url.protocol === "https:";
  return createCookie(https ? "__Host-admin_session" : "admin_session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: https || !LOCAL_HOSTS.has(url.hostname),
    secrets: [...allSecrets(secrets)],
  });
}

export async function readSessionToken(
  request: Request,
  secrets: SigningSecrets,
): Promise<string | null> {
  // A value that is not one of our signed cookies (Remix's parser throws on some) is no session.
  const value: unknown = await adminSessionCookie(request, secrets)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function sessionCookieHeader(request: Request, secrets: SigningSecrets, token: string) {
  return adminSessionCookie(request, secrets).serialize(token);
}

export function clearedSessionCookieHeader(request: Request, secrets: SigningSecrets) {
  return adminSessionCookie(request, secrets).serialize("", { maxAge: 0 });
}
