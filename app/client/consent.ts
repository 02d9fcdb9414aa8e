/**
 * The browser's copy of the visitor's consent. The server's cookie is the source of truth; this
 * mirror (a window object, a local-storage entry and an event) lets any script ask before it
 * stores or sends anything.
 */
import {
  isConsentCurrent,
  type ConsentRecord,
  type OptionalCookieCategory,
} from "~/lib/consent-record";

const CONSENT_STORAGE_KEY = "cookie-preferences";
const CONSENT_UPDATED_EVENT = "cookieConsentUpdated";

declare global {
  interface Window {
    cookieConsent?: ConsentRecord | null;
  }
  interface WindowEventMap {
    cookieConsentUpdated: CustomEvent<ConsentRecord | null>;
  }
}

export function publishConsent(record: ConsentRecord | null) {
  window.cookieConsent = record;
  try {
    if (record) localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    else localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be disabled; the window object still carries the choice for this page.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: record }));
}

/** The published consent, from the window object or else the local-storage entry; expired → null. */
function readPublishedConsent(): ConsentRecord | null {
  if (typeof window === "undefined") return null;
  let candidate: unknown = window.cookieConsent;
  if (candidate === undefined) {
    try {
      candidate = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");
    } catch {
      candidate = null;
    }
  }
  return isConsentCurrent(candidate) ? candidate : null;
}

export function hasConsentFor(category: OptionalCookieCategory) {
  return readPublishedConsent()?.[category] === true;
}
