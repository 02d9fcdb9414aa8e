/**
 * Headers every response carries, and `Cache-Control: no-store` on the admin area's. The
 * Content-Security-Policy allows scripts only with this request's nonce (Remix's inline
 * scripts get it through <Scripts nonce>) and what those load ('strict-dynamic'): that is how
 * the third parties the product may load when configured, reCAPTCHA and the analytics
 * provider, get in.
 */
import { isAdminPath } from "~/lib/admin-path";
import { API_VERSION } from "~/lib/api-path";

const NONCE = "{nonce}";
const ADMIN_API_PATH = `/api/${API_VERSION}/admin`;

/** The policy around the nonce, put together once: each response adds only its nonce. */
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = [
  "default-src 'self'",
  `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https:",
  "frame-src https://www.google.com https://recaptcha.google.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]
  .join("; ")
  .split(NONCE) as [string, string];

function contentSecurityPolicy(nonce: string) {
  return CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;
}

/**
 * The admin area and its API: any answer there may hold personal data (a person's enquiry, a
 * privacy request's findings, the team), so no browser or proxy keeps a copy. Said here, for
 * every path under them, so that a new screen, its `.data` requests, a download or an error
 * page cannot forget it.
 */
function isPrivatePath(pathname: string) {
  // The single-fetch data of /admin itself is asked for at /admin.data.
  const path = pathname.toLowerCase().replace(/\.data$/, "");
  return isAdminPath(path) || path === ADMIN_API_PATH || path.startsWith(`${ADMIN_API_PATH}/`);
}

export function applySecurityHeaders(
  headers: Headers,
  { nonce, requestId, pathname }: { nonce: string; requestId: string; pathname: string },
) {
  if (isPrivatePath(pathname)) headers.set("Cache-Control", "no-store");
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  // Browsers ignore HSTS over plain http, so it is safe to send on localhost too.
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  headers.set("X-Request-Id", requestId);
}
