import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecords } from "~db/schema";
import { HOSTILE_REDIRECTS } from "../support/hostile-input";
import { postJson, request, withDb } from "../support/worker";

function consentSetCookie(response: Response) {
  return response.headers.getSetCookie().find((c) => c.startsWith("cookie_consent="));
}

function cookiePair(setCookie: string) {
  return setCookie.split(";")[0]!;
}

async function proofsFor(anonymousId: string) {
  return withDb((db) =>
    db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.anonymousId, anonymousId))
      .orderBy(desc(consentRecords.id)),
  );
}

describe("POST /consent (the banner's form)", () => {
  it("sets the consent cookie for 365 days, logs the proof and redirects back", async () => {
    const response = await request("/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "accept-all", returnTo: "/blog?category=AI#top" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?category=AI#top");
    const setCookie = consentSetCookie(response)!;
    expect(setCookie).toContain("Max-Age=31536000");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).not.toContain("Secure"); // localhost

    const current = await request("/api/v1/consent", {
      headers: { Cookie: cookiePair(setCookie) },
    });
    const { consent } = (await current.json()) as { consent: Record<string, unknown> };
    expect(consent).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      version: "1.0",
    });
    const proofs = await proofsFor(consent.id as string);
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      version: "1.0",
    });
    expect(Object.keys(proofs[0]!).sort()).toEqual([
      "analytics",
      "anonymousId",
      "createdAt",
      "functional",
      "id",
      "marketing",
      "necessary",
      "version",
    ]);
  });

  it("marks the cookie Secure outside localhost", async () => {
    const response = await request("https://kaleon-ai.example/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "reject-all", returnTo: "/" }),
      redirect: "manual",
    });
    expect(consentSetCookie(response)).toContain("Secure");
  });

  it("keeps the anonymous id when a visitor changes their mind, so the proofs link up", async () => {
    const first = await request("/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "accept-all" }),
      redirect: "manual",
    });
    const cookie = cookiePair(consentSetCookie(first)!);
    const second = await request("/consent", {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ intent: "save", functional: "on" }),
      redirect: "manual",
    });
    const after = await request("/api/v1/consent", {
      headers: { Cookie: cookiePair(consentSetCookie(second)!) },
    });
    const { consent } = (await after.json()) as { consent: { id: string } };
    const proofs = await proofsFor(consent.id);
    expect(proofs.map((p) => [p.analytics, p.marketing, p.functional])).toEqual([
      [false, false, true],
      [true, true, true],
    ]);
  });

  it("expires non-essential cookies on reject, keeping consent, session, preference and CSRF cookies", async () => {
    const response = await request("https://www.kaleon-ai.example/consent", {
      method: "POST",
      headers: {
        Cookie:
          "_ga=GA1.1.1; _gid=GA1.2.3; ad_ref=x; __Host-admin_session=abc; csrf_token=t; cookie_consent=old; ui_preferences=dark",
      },
      body: new URLSearchParams({ intent: "reject-all" }),
      redirect: "manual",
    });
    const expired = response.headers
      .getSetCookie()
      .filter((c) => c.includes("Max-Age=0"))
      .map((c) => c.split("=")[0]);
    expect(new Set(expired)).toEqual(new Set(["_ga", "_gid", "ad_ref"]));
    const gaDomains = response.headers
      .getSetCookie()
      .filter((c) => c.startsWith("_ga="))
      .map((c) => /Domain=([^;]+)/.exec(c)?.[1] ?? "(host-only)");
    expect(gaDomains).toEqual(["(host-only)", "www.kaleon-ai.example", "kaleon-ai.example"]);
  });

  it("clears cookies on save unless both analytics and marketing are on", async () => {
    const save = (fields: Record<string, string>) =>
      request("/consent", {
        method: "POST",
        headers: { Cookie: "_ga=1" },
        body: new URLSearchParams({ intent: "save", ...fields }),
        redirect: "manual",
      });
    const expiresGa = (r: Response) =>
      r.headers.getSetCookie().some((c) => c.startsWith("_ga=") && c.includes("Max-Age=0"));
    expect(expiresGa(await save({ analytics: "on" }))).toBe(true);
    expect(expiresGa(await save({ analytics: "on", marketing: "on" }))).toBe(false);
    expect(
      expiresGa(
        await request("/consent", {
          method: "POST",
          headers: { Cookie: "_ga=1" },
          body: new URLSearchParams({ intent: "accept-all" }),
          redirect: "manual",
        }),
      ),
    ).toBe(false);
  });

  it("never redirects off-site", async () => {
    for (const returnTo of [...HOSTILE_REDIRECTS, ""]) {
      const response = await request("/consent", {
        method: "POST",
        body: new URLSearchParams({ intent: "reject-all", returnTo }),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location"), returnTo).toBe("/");
    }
  });

  it("answers an unknown choice with a redirect and a message, setting nothing", async () => {
    const response = await request("/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "everything", returnTo: "/team" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/team");
    expect(consentSetCookie(response)).toBeUndefined();
  });
});

describe("reading the consent cookie", () => {
  it("renders the banner until a valid, current choice exists", async () => {
    expect(await (await request("/")).text()).toContain("We value your privacy");
    const accepted = await request("/consent", {
      method: "POST",
      body: new URLSearchParams({ intent: "reject-all" }),
      redirect: "manual",
    });
    const cookie = cookiePair(consentSetCookie(accepted)!);
    expect(await (await request("/", { headers: { Cookie: cookie } })).text()).not.toContain(
      "We value your privacy",
    );
    const tampered = cookie.slice(0, -3) + "abc";
    expect(await (await request("/", { headers: { Cookie: tampered } })).text()).toContain(
      "We value your privacy",
    );
  });

  it("shows the banner everywhere but the admin area, including paths that only start with 'admin'", async () => {
    const banner = "We value your privacy";
    expect(await (await request("/admin/login")).text()).not.toContain(banner);
    expect(await (await request("/administrator")).text()).toContain(banner);
    expect(await (await request("/admins-guide")).text()).toContain(banner);
  });

  it("serves the no-JavaScript preferences page with the current choice", async () => {
    const response = await request("/consent?returnTo=/cookies");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Cookie Preferences");
    expect(html).toContain('name="returnTo" value="/cookies"');
    expect(html).toContain("Save My Preferences");
  });
});

describe("a choice the browser is still saving", () => {
  const banner = "We value your privacy";
  /** What the banner's script writes at once, before its save is answered. */
  const pendingCookie = (digits: string) => `cookie_consent_pending=${digits}`;

  it("renders the next page with the choice instead of the banner, and counts for nothing else", async () => {
    const pending = pendingCookie("111");
    const page = await request("/blog", { headers: { Cookie: pending } });
    expect(page.status).toBe(200);
    expect(page.headers.has("x-cache")).toBe(false);
    const html = await page.text();
    expect(html).not.toContain(banner);
    expect(html).toContain("data-cookie-settings-button");
    // Unsigned, it is no consent the server acts on or has proof of.
    const saved = await request("/api/v1/consent", { headers: { Cookie: pending } });
    expect(await saved.json()).toEqual({ consent: null });
  });

  it("is ended by the answer that saves the choice", async () => {
    const pending = pendingCookie("111");
    const save = await request("/api/v1/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: pending },
      body: JSON.stringify({ intent: "accept-all" }),
    });
    expect(save.status).toBe(200);
    const ended = save.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("cookie_consent_pending="));
    expect(ended).toContain("Max-Age=0");
    const saved = cookiePair(consentSetCookie(save)!);
    // Both at once (the save's answer on its way): the page is the saved choice's.
    const both = `${saved}; ${pending}`;
    expect(await (await request("/", { headers: { Cookie: both } })).text()).not.toContain(banner);
  });

  it("shows the banner for a pending value that is not a choice", async () => {
    for (const value of ["yes", "%E0%A4%A", "1111", "x".repeat(5000)]) {
      const response = await request("/", {
        headers: { Cookie: `cookie_consent_pending=${value}` },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(banner);
    }
  });
});

describe("POST /api/v1/consent", () => {
  it("returns the new record and sets the cookie", async () => {
    const response = await postJson("/api/v1/consent", {
      intent: "save",
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(response.status).toBe(200);
    const { consent } = (await response.json()) as { consent: Record<string, unknown> };
    expect(consent).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      version: "1.0",
    });
    expect(typeof consent.timestamp).toBe("string");
    expect(consentSetCookie(response)).toBeTruthy();
    expect(await proofsFor(consent.id as string)).toHaveLength(1);
  });

  it("rejects bad input with 400 or 415, never 500", async () => {
    expect((await postJson("/api/v1/consent", { intent: "maybe" })).status).toBe(400);
    expect(
      (
        await request("/api/v1/consent", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await request("/api/v1/consent", {
          method: "POST",
          body: "intent=accept-all",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(415);
  });
});
