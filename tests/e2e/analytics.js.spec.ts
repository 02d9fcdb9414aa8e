import { expect, test, type Page } from "@playwright/test";
import { interceptAnalytics } from "../support/analytics-standin";
import { consentCookie, decodeConsentCookie } from "../support/consent";
import { e2eAnalytics, integrationsBaseURL } from "../support/e2e-servers";

// This server has an analytics provider configured (tests/support/e2e-servers.ts).
test.use({ baseURL: integrationsBaseURL });

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

async function hydrated(page: Page) {
  await page.waitForFunction(() => window.cookieConsent !== undefined);
}

/** Waits until the server has stored a choice matching `expected`. */
async function saved(page: Page, expected: Record<string, boolean>) {
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_consent");
      return cookie ? decodeConsentCookie(cookie.value) : null;
    })
    .toMatchObject(expected);
}

test("without analytics consent the provider's script is never requested", async ({ page }) => {
  const analytics = await interceptAnalytics(page);
  const providerRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(new URL(e2eAnalytics.scriptUrl).origin))
      providerRequests.push(request.url());
  });

  await page.goto("/");
  await hydrated(page);
  await page.goto("/no-such-page");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await saved(page, { analytics: false, functional: false });
  await page.goto("/");
  await hydrated(page);
  // Functional and marketing without analytics: still nothing.
  await page.locator("[data-cookie-settings-button]").click();
  await page.getByRole("switch", { name: "Functional cookies" }).check();
  await page.getByRole("switch", { name: "Marketing cookies" }).check();
  await page.getByRole("button", { name: "Save My Preferences" }).click();
  await saved(page, { analytics: false, marketing: true, functional: true });
  await page.reload();
  await hydrated(page);
  // Nothing may follow: wait until the page has gone quiet on the network, then look.
  await page.waitForLoadState("networkidle");

  expect(providerRequests).toEqual([]);
  expect(analytics.scriptRequests).toEqual([]);
  expect(analytics.events).toEqual([]);
  expect(
    await page.evaluate(() => ({
      dataLayer: window.dataLayer ?? null,
      session: sessionStorage.getItem("visitor-session"),
    })),
  ).toEqual({
    dataLayer: null,
    session: null,
  });
});

test("after Accept All the provider loads and receives page views, load timing, clicks and scroll depth", async ({
  page,
}) => {
  const analytics = await interceptAnalytics(page);
  await page.goto("/");
  await hydrated(page);
  expect(analytics.scriptRequests).toEqual([]);

  await banner(page).getByRole("button", { name: "Accept All" }).click();

  await expect
    .poll(() => analytics.scriptRequests)
    .toEqual([`${e2eAnalytics.scriptUrl}?id=${e2eAnalytics.measurementId}`]);
  await expect
    .poll(() => analytics.events.map((e) => e.name))
    .toEqual(expect.arrayContaining(["page_view", "timing_complete"]));
  const pageView = analytics.events.find((e) => e.name === "page_view")!;
  expect(pageView.id).toBe(e2eAnalytics.measurementId);
  expect(pageView.params).toMatchObject({ page_path: "/", send_to: e2eAnalytics.measurementId });
  const timing = analytics.events.find((e) => e.name === "timing_complete")!;
  expect(timing.params).toMatchObject({ name: "page_load" });
  expect(timing.params.value).toEqual(expect.any(Number));

  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect
    .poll(() => analytics.events.find((e) => e.name === "click")?.params)
    .toMatchObject({ label: "Open live chat", location: "chat-launcher" });

  await page.evaluate(() =>
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<div style="height: 5000px"></div>'),
  );
  for (const fraction of [0.3, 0.6, 1]) {
    await page.evaluate(
      (f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f),
      fraction,
    );
    // The depth is measured on the next animation frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  await expect
    .poll(() =>
      analytics.events.filter((e) => e.name === "scroll_depth").map((e) => e.params.percent),
    )
    .toEqual([25, 50, 75, 90, 100]);
});

test("calls to action report a click with their label and where they are", async ({
  page,
  context,
}) => {
  await context.addCookies([await consentCookie(integrationsBaseURL, { analytics: true })]);
  const analytics = await interceptAnalytics(page);
  const clicks = () => analytics.events.filter((e) => e.name === "click").map((e) => e.params);

  await page.goto("/");
  await hydrated(page);
  await page
    .locator("[data-analytics-location=hero]")
    .getByRole("link", { name: "Learn More" })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect
    .poll(clicks)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Learn More", location: "hero" }),
        expect.objectContaining({ label: "Get Started", location: "header" }),
      ]),
    );

  await page.goto("/team");
  await page.getByRole("link", { name: "Start Your Project" }).click();
  await expect
    .poll(clicks)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Start Your Project", location: "team-cta" }),
      ]),
    );
});

test("a 404 is reported as a non-fatal exception", async ({ page, context }) => {
  await context.addCookies([await consentCookie(integrationsBaseURL, { analytics: true })]);
  const analytics = await interceptAnalytics(page);
  await page.goto("/definitely-missing/page");
  await expect
    .poll(() => analytics.events.find((e) => e.name === "exception")?.params)
    .toMatchObject({ description: "404_page_not_found: /definitely-missing/page", fatal: false });
});

test("the visitor session counts page views and keeps the campaign, in session storage", async ({
  page,
  context,
}) => {
  await context.addCookies([
    await consentCookie(integrationsBaseURL, { analytics: true, marketing: true }),
  ]);
  await interceptAnalytics(page);
  const storedSession = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem("visitor-session") ?? "null"));
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
  await hydrated(page);
  // The first page's view is in the session before the visitor moves on.
  await expect
    .poll(storedSession)
    .toMatchObject({ pageViews: 1, source: "newsletter", campaign: "spring" });
  await page.goto("/team");
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem("visitor-session") ?? "null")),
    )
    .toMatchObject({ pageViews: 2, source: "newsletter", medium: "email", campaign: "spring" });
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem("visitor-session")!));
  expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(session.lastActivity).toBeGreaterThanOrEqual(session.startTime);

  // Idle for more than 30 minutes → a new session.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem("visitor-session")!);
    sessionStorage.setItem(
      "visitor-session",
      JSON.stringify({ ...stored, lastActivity: Date.now() - 31 * 60 * 1000 }),
    );
  });
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(sessionStorage.getItem("visitor-session") ?? "null")?.sessionId,
      ),
    )
    .not.toBe(session.sessionId);
});

test("withdrawing analytics consent stops events and clears the visitor session", async ({
  page,
  context,
}) => {
  await context.addCookies([
    await consentCookie(integrationsBaseURL, {
      analytics: true,
      marketing: true,
      functional: true,
    }),
  ]);
  const analytics = await interceptAnalytics(page);
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => analytics.events.some((e) => e.name === "page_view")).toBe(true);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("visitor-session")))
    .not.toBeNull();

  await page.locator("[data-cookie-settings-button]").click();
  await page
    .getByRole("dialog", { name: "Cookie Preferences" })
    .getByRole("button", { name: "Reject All" })
    .click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("visitor-session")))
    .toBeNull();
  const before = analytics.events.length;
  await page.evaluate(() =>
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<div style="height: 5000px"></div>'),
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Nothing may follow: wait until the page has gone quiet on the network, then look.
  await page.waitForLoadState("networkidle");
  expect(analytics.events.length).toBe(before);
});
