import { describe, expect, it } from "vitest";
import type { CookiePreferences } from "~/lib/consent-record";
import {
  buildConsentRecord,
  consentToRender,
  serializeConsentCookie,
} from "./cookie-consent.server";
import { endPendingChoice } from "./pending-choice.server";

const secrets = "a-session-secret-of-at-least-32-characters";
const page = "https://www.example.com/blog";
const none = { necessary: true, analytics: false, marketing: false, functional: false } as const;
const all = { necessary: true, analytics: true, marketing: true, functional: true } as const;

async function saved(preferences: CookiePreferences) {
  const header = await serializeConsentCookie(
    new Request(page),
    secrets,
    buildConsentRecord(preferences, null),
  );
  return header.split(";")[0]!;
}

const withCookies = (...cookies: string[]) =>
  new Request(page, { headers: { Cookie: cookies.join("; ") } });

describe("consentToRender", () => {
  it("renders a choice still being saved", async () => {
    expect(await consentToRender(withCookies("cookie_consent_pending=101"), secrets)).toEqual(
      expect.objectContaining({ analytics: true, marketing: false, functional: true }),
    );
  });

  it("renders the saved choice once it holds the same, and a newer pending one over it", async () => {
    const accepted = await saved(all);
    const both = await consentToRender(
      withCookies(accepted, "cookie_consent_pending=111"),
      secrets,
    );
    expect(both).toEqual(expect.objectContaining({ analytics: true }));
    const changed = await consentToRender(
      withCookies(accepted, "cookie_consent_pending=000"),
      secrets,
    );
    // The browser's own record, and its id, go on.
    expect(changed).toEqual(expect.objectContaining({ ...none, id: both!.id }));
  });

  it("ignores a pending value that is not a choice", async () => {
    for (const value of ["", "1", "1111", "abc", "%31%31%31", "{}"])
      expect(
        await consentToRender(withCookies(`cookie_consent_pending=${value}`), secrets),
      ).toBeNull();
  });
});

describe("endPendingChoice", () => {
  it("expires the pending cookie only when the request carried one", () => {
    expect(endPendingChoice(withCookies("other=1"))).toEqual([]);
    expect(endPendingChoice(withCookies("cookie_consent_pending=111"))).toEqual([
      "cookie_consent_pending=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
  });
});
