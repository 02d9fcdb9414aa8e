import { describe, expect, it } from "vitest";
import { choiceClearsCookies, isConsentCurrent, preferencesForChoice } from "~/lib/consent-record";
import { consentChoiceSchema } from "./consent";

const DAY = 86_400_000;
const record = (timestamp: string) => ({
  id: "8f7e3a43-4b3f-4f63-9b8e-0c6a3c0b6f11",
  necessary: true,
  analytics: true,
  marketing: false,
  functional: true,
  timestamp,
  version: "1.0",
});

describe("consent records", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");

  it("are current for 365 days", () => {
    expect(isConsentCurrent(record(new Date(now - 364 * DAY).toISOString()), now)).toBe(true);
    expect(isConsentCurrent(record(new Date(now - 365 * DAY).toISOString()), now)).toBe(false);
  });

  it("are not current when unreadable, of another version or far in the future", () => {
    expect(isConsentCurrent(null, now)).toBe(false);
    expect(isConsentCurrent("yes", now)).toBe(false);
    expect(isConsentCurrent({ ...record(new Date(now).toISOString()), version: "0.9" }, now)).toBe(
      false,
    );
    expect(
      isConsentCurrent({ ...record(new Date(now).toISOString()), necessary: false }, now),
    ).toBe(false);
    expect(isConsentCurrent(record(new Date(now + 30 * DAY).toISOString()), now)).toBe(false);
  });
});

describe("consent choices", () => {
  it("map the three buttons to preferences; necessary is always on", () => {
    expect(preferencesForChoice(consentChoiceSchema.parse({ intent: "accept-all" }))).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(
      preferencesForChoice(consentChoiceSchema.parse({ intent: "reject-all", analytics: "on" })),
    ).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
    expect(
      preferencesForChoice(
        consentChoiceSchema.parse({ intent: "save", functional: "on", necessary: "off" }),
      ),
    ).toEqual({ necessary: true, analytics: false, marketing: false, functional: true });
    expect(
      preferencesForChoice(
        consentChoiceSchema.parse({ intent: "save", analytics: true, marketing: false }),
      ),
    ).toEqual({ necessary: true, analytics: true, marketing: false, functional: false });
  });

  it("clear cookies unless both analytics and marketing are on", () => {
    expect(
      choiceClearsCookies({ necessary: true, analytics: true, marketing: true, functional: false }),
    ).toBe(false);
    expect(
      choiceClearsCookies({ necessary: true, analytics: true, marketing: false, functional: true }),
    ).toBe(true);
    expect(
      choiceClearsCookies({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
      }),
    ).toBe(true);
  });

  it("reject unknown intents", () => {
    expect(consentChoiceSchema.safeParse({ intent: "accept" }).success).toBe(false);
  });
});
