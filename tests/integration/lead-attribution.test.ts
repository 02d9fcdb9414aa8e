/**
 * Lead attribution inside workerd: a consenting visitor's landing (UTM parameters, referrer)
 * and pages are remembered by the server in a first-party cookie, and an enquiry sent by any
 * path (the form without JavaScript, the form with it, the API, the durable-intake queue while
 * Postgres is away) carries it; without consent nothing is remembered and attribution is null.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { contactSubmissions } from "~db/schema";
import { ADMIN_PASSWORD, apiHeaders, createAdmin } from "../support/admin";
import { analyticsTestIp, BROWSER_UA, consentCookieFor, setCookie } from "../support/analytics";
import { FAULTY_DATABASE, setDatabaseFault } from "../support/faults";
import { queuedRows } from "../support/queued-intake";
import { request, requestWithEnv, withDb } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const runId = crypto.randomUUID().slice(0, 8);
let counter = 0;
const uniqueEmail = () => `attributed-${runId}-${++counter}@example.com`;

afterEach(() => setDatabaseFault("up"));

function enquiry() {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: uniqueEmail(),
    company: "Compilers Inc",
    projectType: "llm-integration",
    message: "We would like to talk about an assistant for our support team.",
  };
}

/** A visitor's browser: it keeps the cookies the site sets and sends them back. */
function visitor(consent: string | null) {
  const ip = analyticsTestIp();
  const jar = new Map<string, string>();
  if (consent) jar.set("cookie_consent", consent);
  const cookieHeader = () => [...jar.values()].join("; ");
  return {
    cookieHeader,
    jar,
    async open(path: string, referrer?: string) {
      const response = await request(path, {
        headers: {
          "User-Agent": BROWSER_UA,
          "CF-Connecting-IP": ip,
          Cookie: cookieHeader(),
          ...(referrer ? { Referer: referrer } : {}),
        },
      });
      await response.body?.cancel();
      const visit = setCookie(response, "visit_source");
      if (visit) jar.set("visit_source", visit);
      return response;
    },
    headers(extra: Record<string, string> = {}) {
      return { "User-Agent": BROWSER_UA, "CF-Connecting-IP": ip, Cookie: cookieHeader(), ...extra };
    },
  };
}

async function formBody(fields: Record<string, string>, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    redirectTo: "/#contact",
    formStamp: await issueFormStamp(bindings.SESSION_SECRET!, Date.now() - 10_000),
    website: "",
    ...fields,
    ...extra,
  });
}

const rowsFor = (email: string) =>
  withDb((db) => db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)));

async function storedRow(email: string) {
  const [row] = await queuedRows(() => rowsFor(email));
  if (!row) throw new Error(`no enquiry stored for ${email}`);
  return row;
}

const landing =
  "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-launch&utm_term=rag&utm_content=hero";

const expectedFirstTouch = {
  source: "newsletter",
  medium: "email",
  campaign: "autumn-launch",
  term: "rag",
  content: "hero",
  referrer: "https://mail.example.net/inbox",
  landingPage: landing,
  at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

/** A consenting visitor lands from a newsletter, reads the blog and opens the contact page. */
async function consentingVisitor() {
  const browser = visitor(await consentCookieFor("accept-all"));
  expect((await browser.open(landing, "https://mail.example.net/inbox")).status).toBe(200);
  await browser.open("/blog", "http://localhost/");
  await browser.open("/contact", "http://localhost/blog");
  return browser;
}

/** The visitor sends an enquiry through the API; its stored row. */
async function enquireAs(browser: ReturnType<typeof visitor>) {
  const lead = enquiry();
  const response = await request("/api/v1/contact", {
    method: "POST",
    headers: browser.headers({ "Content-Type": "application/json" }),
    body: JSON.stringify(lead),
  });
  expect(response.status).toBe(201);
  const [row] = await rowsFor(lead.email);
  return row!;
}

/** The browser reports `events` (keeping the cookie the answer sets), then sends an enquiry. */
async function reportThenEnquire(browser: ReturnType<typeof visitor>, events: object[]) {
  const beacon = await request("/api/v1/events", {
    method: "POST",
    headers: browser.headers({ "Content-Type": "text/plain;charset=UTF-8" }),
    body: JSON.stringify({ events }),
  });
  expect(beacon.status).toBe(204);
  browser.jar.set("visit_source", setCookie(beacon, "visit_source")!);
  return enquireAs(browser);
}

describe("lead attribution", () => {
  it("goes with an enquiry sent by the form without JavaScript", async () => {
    const browser = await consentingVisitor();
    const lead = enquiry();
    const response = await request("/contact", {
      method: "POST",
      headers: browser.headers({ "Content-Type": "application/x-www-form-urlencoded" }),
      body: await formBody(lead),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const [row] = await rowsFor(lead.email);
    expect(row!.attribution).toEqual({
      firstTouch: expectedFirstTouch,
      lastTouch: null,
      pageViews: 3,
    });
  });

  it("goes with an enquiry sent by the form with JavaScript, and records a later campaign as the last touch", async () => {
    const browser = await consentingVisitor();
    await browser.open(
      "/blog?utm_source=linkedin&utm_medium=social&utm_campaign=case-study",
      "https://www.linkedin.com/",
    );
    const lead = enquiry();
    const response = await request("/contact", {
      method: "POST",
      headers: browser.headers({ "Content-Type": "application/x-www-form-urlencoded" }),
      body: await formBody(lead, { enhanced: "true" }),
    });
    expect(response.status).toBe(200);
    const [row] = await rowsFor(lead.email);
    expect(row!.attribution).toEqual({
      firstTouch: expectedFirstTouch,
      lastTouch: expect.objectContaining({
        source: "linkedin",
        medium: "social",
        campaign: "case-study",
        referrer: "https://www.linkedin.com/",
      }),
      pageViews: 4,
    });
  });

  it("counts pages the browser reports after in-app navigation", async () => {
    const browser = await consentingVisitor();
    const row = await reportThenEnquire(browser, [
      { type: "page_view", path: "/team" },
      { type: "page_view", path: "/resources" },
    ]);
    expect(row.attribution).toMatchObject({ firstTouch: expectedFirstTouch, pageViews: 5 });
  });

  it("keeps a campaign's landing page as the first touch when the next page is reported with it", async () => {
    // Consent came after the landing page was served, so the browser reports that page; the
    // visitor moved on within the batch's second, so the next page is in the same batch.
    const browser = visitor(await consentCookieFor("accept-all"));
    const row = await reportThenEnquire(browser, [
      {
        type: "page_view",
        path: "/",
        referrer: "https://mail.example.net/inbox",
        utm: { source: "newsletter", medium: "email", campaign: "autumn-launch" },
        loadMs: 420,
      },
      { type: "page_view", path: "/blog" },
    ]);
    expect(row.attribution).toMatchObject({
      firstTouch: { source: "newsletter", medium: "email", campaign: "autumn-launch" },
      pageViews: 2,
    });
  });

  it("goes through the intake queue when Postgres is away", async () => {
    const browser = await consentingVisitor();
    await setDatabaseFault("cut");
    const lead = enquiry();
    const response = await requestWithEnv(FAULTY_DATABASE, "/api/v1/contact", {
      method: "POST",
      headers: browser.headers({ "Content-Type": "application/json" }),
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(202);
    const row = await storedRow(lead.email);
    expect(row.attribution).toEqual({
      firstTouch: expectedFirstTouch,
      lastTouch: null,
      pageViews: 3,
    });
  });

  it("starts, without JavaScript, at the page where the visitor allowed analytics", async () => {
    for (const returnTo of ["/", landing]) {
      const browser = visitor(null);
      const arrival = await browser.open(landing, "https://mail.example.net/inbox");
      expect(setCookie(arrival, "visit_source")).toBeUndefined();
      const choice = await request("/consent", {
        method: "POST",
        headers: browser.headers({ Referer: `http://localhost${landing}` }),
        body: new URLSearchParams({ intent: "accept-all", returnTo }),
        redirect: "manual",
      });
      expect(choice.status).toBe(302);
      browser.jar.set("cookie_consent", setCookie(choice, "cookie_consent")!);
      browser.jar.set("visit_source", setCookie(choice, "visit_source")!);
      // Sent back (a shared copy of the page may have lost its campaign parameters), then on.
      await browser.open(returnTo, `http://localhost${landing}`);
      await browser.open("/blog", `http://localhost${returnTo}`);
      const row = await enquireAs(browser);
      expect(row!.attribution, returnTo).toEqual({
        // The site it came from was only known to the page served before consent.
        firstTouch: { ...expectedFirstTouch, referrer: null },
        lastTouch: null,
        pageViews: 2,
      });
    }
  });

  it("is not started by a cookie choice without analytics, with Global Privacy Control, or made from another site", async () => {
    for (const [intent, extra] of [
      ["reject-all", { Referer: `http://localhost${landing}` }],
      ["accept-all", { Referer: `http://localhost${landing}`, "Sec-GPC": "1" }],
      ["accept-all", { Referer: `https://elsewhere.example${landing}` }],
      ["accept-all", {}],
    ] as const) {
      const choice = await request("/consent", {
        method: "POST",
        headers: visitor(null).headers(extra),
        body: new URLSearchParams({ intent, returnTo: "/" }),
        redirect: "manual",
      });
      expect(choice.status).toBe(302);
      expect(
        setCookie(choice, "visit_source"),
        `${intent} ${JSON.stringify(extra)}`,
      ).toBeUndefined();
    }
  });

  it("survives a saved choice that keeps analytics on, and is cleared when analytics is turned off", async () => {
    const browser = await consentingVisitor();
    const save = async (fields: Record<string, string>) => {
      const response = await request("/consent", {
        method: "POST",
        headers: browser.headers(),
        body: new URLSearchParams({ intent: "save", returnTo: "/", ...fields }),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      browser.jar.set("cookie_consent", setCookie(response, "cookie_consent")!);
      const visit = response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("visit_source="));
      if (visit) browser.jar.set("visit_source", visit.split(";")[0]!);
      return { expiresVisit: visit?.includes("Max-Age=0") ?? false };
    };
    const send = async () => {
      const row = await enquireAs(browser);
      return row!.attribution;
    };

    expect(await save({ analytics: "on", functional: "on" })).toEqual({ expiresVisit: false });
    expect(await send()).toEqual({ firstTouch: expectedFirstTouch, lastTouch: null, pageViews: 3 });

    expect(await save({ functional: "on" })).toEqual({ expiresVisit: true });
    expect(await send()).toBeNull();
  });

  it("is null, and nothing is remembered, without analytics consent or with Global Privacy Control", async () => {
    const rejecting = visitor(await consentCookieFor("reject-all"));
    const undecided = visitor(null);
    for (const browser of [rejecting, undecided]) {
      const response = await browser.open(landing, "https://mail.example.net/inbox");
      expect(setCookie(response, "visit_source")).toBeUndefined();
    }
    // A source cookie from before a rejection is not read once consent is gone.
    const earlier = await consentingVisitor();
    earlier.jar.set("cookie_consent", await consentCookieFor("reject-all"));
    const gpc = await consentingVisitor();
    for (const [browser, extra] of [
      [rejecting, {}],
      [earlier, {}],
      [gpc, { "Sec-GPC": "1" }],
    ] as const) {
      const lead = enquiry();
      const response = await request("/api/v1/contact", {
        method: "POST",
        headers: browser.headers({ "Content-Type": "application/json", ...extra }),
        body: JSON.stringify(lead),
      });
      expect(response.status).toBe(201);
      const [row] = await rowsFor(lead.email);
      expect(row!.attribution).toBeNull();
    }
  });

  /** The attribution of an enquiry sent after landing on `path` from `referrer`. */
  async function attributionAfterLanding(path: string, referrer?: string) {
    const browser = visitor(await consentCookieFor("accept-all"));
    expect((await browser.open(path, referrer)).status).toBe(200);
    const row = await enquireAs(browser);
    return row!.attribution;
  }

  it("keeps where a visitor came from without credentials, query or fragment", async () => {
    expect(
      await attributionAfterLanding(
        "/",
        "https://user:secret@partner.example:8443/links?token=abc#top",
      ),
    ).toMatchObject({
      firstTouch: {
        source: "partner.example",
        medium: "referral",
        referrer: "https://partner.example:8443/links",
      },
    });
  });

  it("takes a search engine's name in another site's host for a referral", async () => {
    expect(
      await attributionAfterLanding("/", "https://google.evil.example/search?q=x"),
    ).toMatchObject({
      firstTouch: {
        source: "google.evil.example",
        medium: "referral",
        referrer: "https://google.evil.example/search",
      },
    });
    expect(await attributionAfterLanding("/", "https://www.google.co.uk/")).toMatchObject({
      firstTouch: { source: "google", medium: "organic", referrer: "https://www.google.co.uk/" },
    });
  });

  it("keeps campaign parameters without the control characters a link may carry", async () => {
    expect(
      await attributionAfterLanding("/?utm_source=news%0Aletter&utm_campaign=spring%09%C2%9B2026"),
    ).toMatchObject({
      firstTouch: { source: "news letter", medium: "(not set)", campaign: "spring 2026" },
    });
  });

  it("cuts a long campaign parameter between characters, and the enquiry is stored", async () => {
    const long = `${"x".repeat(199)}🚀`;
    expect(
      await attributionAfterLanding(
        `/?utm_source=${encodeURIComponent(long)}&utm_term=${encodeURIComponent(long)}`,
      ),
    ).toMatchObject({ firstTouch: { source: "x".repeat(199), term: "x".repeat(199) } });
  });

  it("is shown in the API's list of submissions", async () => {
    const browser = await consentingVisitor();
    const lead = enquiry();
    await request("/api/v1/contact", {
      method: "POST",
      headers: browser.headers({ "Content-Type": "application/json" }),
      body: JSON.stringify(lead),
    });
    const admin = await createAdmin({ role: "admin" });
    const { auth } = await apiHeaders(admin.email, ADMIN_PASSWORD);
    const list = await request(
      `/api/v1/admin/contact-submissions?search=${encodeURIComponent(lead.email)}`,
      { headers: auth },
    );
    const { submissions } = (await list.json()) as {
      submissions: { attribution: unknown }[];
    };
    expect(submissions[0]!.attribution).toEqual({
      firstTouch: expectedFirstTouch,
      lastTouch: null,
      pageViews: 3,
    });
  });
});
