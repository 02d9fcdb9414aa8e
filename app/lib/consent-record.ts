/**
 * The consent record as the browser and the server both read it, without a validation library:
 * this runs on every public page, where the server's zod schemas (app/schemas/consent.ts) would
 * add their weight to the bundle only to re-check what our own cookie and forms produced.
 */

/** The consent record's format version; a new version asks every visitor again. */
export const CONSENT_VERSION = "1.0";
export const CONSENT_VALIDITY_DAYS = 365;

const optionalCookieCategories = ["analytics", "marketing", "functional"] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** What is stored in the consent cookie and mirrored to the browser. */
export interface ConsentRecord extends CookiePreferences {
  /** A random id linking this browser's choices in the proof log; it identifies no person. */
  id: string;
  timestamp: string;
  version: typeof CONSENT_VERSION;
}

/**
 * A choice the browser has made and sent to be saved waits in a short-lived cookie of its own,
 * written at once, until the server's answer replaces it with the signed one: a page asked for
 * before that answer (a reload, a link followed at once) then shows the choice, not the banner.
 * Its value is the three optional categories as digits (analytics, marketing, functional: "101").
 * Unsigned, it only changes what the visitor's own pages show; whatever the server decides by
 * consent reads the signed cookie, and only the server's save logs the proof. It lasts a
 * minute, far longer than a save takes: one that never arrived shows the banner again after it.
 */
export const PENDING_CONSENT_COOKIE = "cookie_consent_pending";

export type ConsentChoice =
  | { intent: "accept-all" }
  | { intent: "reject-all" }
  | { intent: "save"; analytics: boolean; marketing: boolean; functional: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    UUID.test(record.id) &&
    record.necessary === true &&
    optionalCookieCategories.every((category) => typeof record[category] === "boolean") &&
    typeof record.timestamp === "string" &&
    !Number.isNaN(Date.parse(record.timestamp)) &&
    record.version === CONSENT_VERSION
  );
}

/** Whether a stored record is still valid: right version, readable and less than 365 days old. */
export function isConsentCurrent(record: unknown, now = Date.now()): record is ConsentRecord {
  if (!isConsentRecord(record)) return false;
  const age = now - Date.parse(record.timestamp);
  return age >= -DAY_MS && age < CONSENT_VALIDITY_DAYS * DAY_MS;
}

export function preferencesForChoice(choice: ConsentChoice): CookiePreferences {
  switch (choice.intent) {
    case "accept-all":
      return { necessary: true, analytics: true, marketing: true, functional: true };
    case "reject-all":
      return { necessary: true, analytics: false, marketing: false, functional: false };
    case "save":
      return {
        necessary: true,
        analytics: choice.analytics,
        marketing: choice.marketing,
        functional: choice.functional,
      };
  }
}

/** Reject all, and any saved set without both analytics and marketing, clears non-essential cookies. */
export function choiceClearsCookies(preferences: CookiePreferences) {
  return !(preferences.analytics && preferences.marketing);
}
