import { z } from "zod";
import { text } from "./text";

/** The consent record's format version; a new version asks every visitor again. */
export const CONSENT_VERSION = "1.0";
export const CONSENT_VALIDITY_DAYS = 365;

export const optionalCookieCategories = ["analytics", "marketing", "functional"] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** What is stored in the consent cookie and mirrored to the browser. */
export const consentRecordSchema = z.object({
  /** A random id linking this browser's choices in the proof log; it identifies no person. */
  id: text().uuid(),
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
  timestamp: text().datetime(),
  version: z.literal(CONSENT_VERSION),
});

export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const checkbox = z.preprocess(
  (value) => value === "on" || value === "true" || value === true,
  z.boolean(),
);

/** A choice posted by the banner or the preferences form. */
export const consentChoiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept-all") }),
  z.object({ intent: z.literal("reject-all") }),
  z.object({
    intent: z.literal("save"),
    analytics: checkbox,
    marketing: checkbox,
    functional: checkbox,
  }),
]);

export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

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

/** Whether a stored record is still valid: right version, readable and less than 365 days old. */
export function isConsentCurrent(record: unknown, now = Date.now()): record is ConsentRecord {
  const parsed = consentRecordSchema.safeParse(record);
  if (!parsed.success) return false;
  const age = now - Date.parse(parsed.data.timestamp);
  return age >= -24 * 60 * 60 * 1000 && age < CONSENT_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
}
