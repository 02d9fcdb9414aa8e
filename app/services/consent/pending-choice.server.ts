/**
 * The choice a browser made moments ago and is still saving (PENDING_CONSENT_COOKIE in
 * ~/lib/consent-record): what a page rendered meanwhile shows in place of the banner. It is
 * the visitor's own word about their own page, unsigned, so it goes no further than that:
 * analytics, enquiries and the page cache all read the signed cookie.
 */
import { PENDING_CONSENT_COOKIE, type CookiePreferences } from "~/lib/consent-record";

/** The cookie's raw value, when the request carries it. */
function pendingValue(request: Request) {
  const prefix = `${PENDING_CONSENT_COOKIE}=`;
  return request.headers
    .get("Cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The pending choice's categories; null without one, or for a value that is not ours. */
export function readPendingChoice(request: Request): CookiePreferences | null {
  const digits = /^([01])([01])([01])$/.exec(pendingValue(request) ?? "");
  if (!digits) return null;
  const [, analytics, marketing, functional] = digits;
  return {
    necessary: true,
    analytics: analytics === "1",
    marketing: marketing === "1",
    functional: functional === "1",
  };
}

/** Whether two records hold the same choice, whenever and by whom each was written. */
export function sameChoice(a: CookiePreferences, b: CookiePreferences) {
  return (
    a.analytics === b.analytics && a.marketing === b.marketing && a.functional === b.functional
  );
}

/** The Set-Cookie that ends the pending choice, for the answer that saves a choice. */
export function endPendingChoice(request: Request): string[] {
  if (pendingValue(request) === undefined) return [];
  return [`${PENDING_CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`];
}
