/**
 * Which shared copy of a public page a request may get from the page cache
 * (docs/decisions/0012-full-page-edge-cache.md). What the server renders depends on the URL, the
 * data and the cookies it reads: a toast or an admin session makes a page personal; a consent
 * choice changes it in a few known ways (the banner, what loads), so each choice has its own
 * copy. Cookies the server never reads (analytics' and Cloudflare's own) change nothing. Any
 * other cookie, or a consent cookie that is not current, gets a page of its own, rendered.
 */
import type { SharedPageVariant } from "~/edge/shared-page-rules.server";
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import {
  CONSENT_COOKIE_NAME,
  cookieNames,
  readConsent,
} from "~/services/consent/cookie-consent.server";

/**
 * Set by third-party scripts or Cloudflare, never read by the server; or, like the visit's
 * source (read by an enquiry, never by a page), never read when a page is rendered.
 */
const NOT_READ_BY_THE_SERVER = /^(?:_ga|_gid|_gat|_gcl_|__cf|cf_|visit_source$)/;

export async function sharedPageVariant(
  request: Request,
  secrets: SigningSecrets,
): Promise<SharedPageVariant | null> {
  const names = cookieNames(request.headers.get("Cookie"));
  const read = names.filter((name) => !NOT_READ_BY_THE_SERVER.test(name));
  if (read.length === 0) return { key: "anonymous", consent: null };
  if (read.some((name) => name !== CONSENT_COOKIE_NAME)) return null;
  const record = await readConsent(request, secrets);
  if (!record) return null;
  const choice = [record.analytics, record.marketing, record.functional].map(Number).join("");
  return {
    key: `consent-${choice}`,
    consent: { id: record.id, timestamp: record.timestamp },
  };
}
