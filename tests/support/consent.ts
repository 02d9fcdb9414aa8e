/**
 * Consent cookies for end-to-end tests, signed with the run's SESSION_SECRET exactly as the
 * Worker signs them. Other suites can start with a choice already made (no banner in the way):
 *   await context.addCookies([await consentCookie(baseURL!, { functional: true })]);
 */
import type { ConsentRecord, CookiePreferences } from "~/lib/consent-record";
import {
  buildConsentRecord,
  CONSENT_COOKIE_NAME,
  serializeConsentCookie,
} from "~/services/consent/cookie-consent.server";

function secret() {
  const value = process.env.SESSION_SECRET;
  if (!value)
    throw new Error("SESSION_SECRET is not set: run the e2e tests through `npm run test:e2e`");
  return value;
}

export async function consentCookie(
  baseURL: string,
  choices: Partial<Omit<CookiePreferences, "necessary">> = {},
  { timestamp = new Date() }: { timestamp?: Date } = {},
) {
  const record = buildConsentRecord(
    { necessary: true, analytics: false, marketing: false, functional: false, ...choices },
    null,
    timestamp,
  );
  const header = await serializeConsentCookie(new Request(baseURL), secret(), record);
  const value = header.slice(header.indexOf("=") + 1, header.indexOf(";"));
  return { name: CONSENT_COOKIE_NAME, value, url: baseURL };
}

/** Decodes the consent record from the browser's cookie value (the signature is not checked here). */
export function decodeConsentCookie(value: string): ConsentRecord {
  const signed = decodeURIComponent(value);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  return JSON.parse(decodeURIComponent(escape(atob(payload))));
}
