/**
 * Headers every response carries. The Content-Security-Policy allows scripts only with this
 * request's nonce (Remix's inline scripts get it through <Scripts nonce>) and what those load
 * ('strict-dynamic'): that is how the third parties the product may load when configured,
 * reCAPTCHA and the analytics provider, get in.
 */
const NONCE = "{nonce}";

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

export function applySecurityHeaders(
  headers: Headers,
  { nonce, requestId }: { nonce: string; requestId: string },
) {
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
