import { expect, test, type Page } from "@playwright/test";
import { consentCookie, decodeConsentCookie } from "../support/consent";

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });
const settingsButton = (page: Page) => page.locator("[data-cookie-settings-button]");

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_consent");
  return cookie ? { cookie, record: decodeConsentCookie(cookie.value) } : null;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => window.cookieConsent !== undefined);
}

test("a first visit shows the banner; Accept All enables every category and is remembered", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(settingsButton(page)).toHaveCount(0);
  const reject = banner(page).getByRole("button", { name: "Reject All" });
  const accept = banner(page).getByRole("button", { name: "Accept All" });
  // Rejecting is exactly as prominent as accepting.
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
  await hydrated(page);
  const event = page.evaluate(
    () =>
      new Promise((resolve) =>
        window.addEventListener("cookieConsentUpdated", (e) => resolve((e as CustomEvent).detail), {
          once: true,
        }),
      ),
  );

  await accept.click();

  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toBeVisible();
  await expect(settingsButton(page)).toHaveText("Cookie Settings");
  expect(await event).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
    version: "1.0",
  });
  await expect
    .poll(async () => (await storedConsent(page))?.record)
    .toMatchObject({ analytics: true, marketing: true, functional: true, version: "1.0" });
  const { cookie } = (await storedConsent(page))!;
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.path).toBe("/");
  expect(cookie.httpOnly).toBe(true);
  const daysLeft = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365);
  const mirrored = await page.evaluate(() => ({
    window: window.cookieConsent,
    stored: JSON.parse(localStorage.getItem("cookie-preferences") ?? "null"),
  }));
  expect(mirrored.window).toMatchObject({
    analytics: true,
    marketing: true,
    functional: true,
    version: "1.0",
  });
  expect(mirrored.stored).toEqual(mirrored.window);

  // The server reads the cookie: the reloaded page is rendered without the banner.
  const response = await page.reload();
  expect(await response!.text()).not.toContain("We value your privacy");
  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toBeVisible();
});

/**
 * Holds the request that saves a choice until the returned function is called: a slow network,
 * so that the page the visitor goes to next is asked for before the save is answered.
 */
async function slowSave(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/consent", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a choice survives a reload made at once, and is saved all the same", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const releaseSave = await slowSave(page);

  await banner(page).getByRole("button", { name: "Accept All" }).click();
  const response = await page.reload();
  releaseSave();

  // The server renders the reloaded page without the banner: no flash, with or without JS.
  expect(await response!.text()).not.toContain("We value your privacy");
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.cookieConsent)).toMatchObject({
    analytics: true,
    marketing: true,
    functional: true,
  });
  await expect
    .poll(async () => (await storedConsent(page))?.record)
    .toMatchObject({ analytics: true, marketing: true, functional: true });
  // The signed cookie took over from the browser's own copy of the choice.
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("cookie_consent_pending");
});

test("a choice survives a link to a new page followed at once", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);

  const releaseSave = await slowSave(page);

  await banner(page).getByRole("button", { name: "Reject All" }).click();
  // The contact form's note links the policy as a plain link: the server renders the next page.
  const nextPage = page.waitForResponse(
    (answer) =>
      answer.request().resourceType() === "document" &&
      new URL(answer.url()).pathname === "/privacy",
  );
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
  const html = await (await nextPage).text();
  releaseSave();

  expect(html).not.toContain("We value your privacy");
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(async () => (await storedConsent(page))?.record)
    .toMatchObject({ analytics: false, marketing: false, functional: false });
});

test("a choice that could not be saved applies to its page only", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.route("**/api/v1/consent", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Service unavailable" }),
    }),
  );

  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(page.getByText("Your cookie choice was not saved")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  const response = await page.reload();
  expect(await response!.text()).toContain("We value your privacy");
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("cookie_consent_pending");
  expect(names).not.toContain("cookie_consent");
});

test("Reject All keeps only necessary cookies and deletes non-essential ones", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: "_ga", value: "GA1.1.123.456", url: baseURL! },
    { name: "campaign_ref", value: "spring", url: baseURL! },
  ]);
  await page.goto("/team");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(async () => (await storedConsent(page))?.record)
    .toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toContain("cookie_consent");
  expect(names).not.toContain("_ga");
  expect(names).not.toContain("campaign_ref");
  expect(await page.evaluate(() => window.cookieConsent)).toMatchObject({
    analytics: false,
    marketing: false,
    functional: false,
  });
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});

test("the preferences dialog saves a chosen set and shows it when reopened", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "_ga", value: "GA1.1.1.2", url: baseURL! }]);
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("link", { name: "Cookie Settings" }).click();

  await expect(dialog(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const necessary = dialog(page).getByRole("switch", { name: "Necessary cookies" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ["Analytics cookies", "Marketing cookies", "Functional cookies"]) {
    await expect(dialog(page).getByRole("switch", { name })).not.toBeChecked();
  }
  await expect(dialog(page).getByRole("button", { name: "Accept All Cookies" })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Reject All" })).toBeVisible();

  await dialog(page).getByRole("switch", { name: "Functional cookies" }).check();
  await dialog(page).getByRole("button", { name: "Save My Preferences" }).click();

  await expect(dialog(page)).toBeHidden();
  await expect
    .poll(async () => (await storedConsent(page))?.record)
    .toMatchObject({ analytics: false, marketing: false, functional: true });
  // Not both analytics and marketing: non-essential cookies are cleared.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("_ga");

  await page.reload();
  await settingsButton(page).click();
  await expect(dialog(page).getByRole("switch", { name: "Functional cookies" })).toBeChecked();
  await expect(dialog(page).getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
});

test("the dialog keeps focus inside, closes with Escape, and brings the banner back without a choice", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("link", { name: "Cookie Settings" }).click();
  await expect(dialog(page)).toBeVisible();

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await banner(page).getByRole("link", { name: "Cookie Settings" }).click();
  await dialog(page).getByRole("button", { name: "Close cookie preferences" }).click();
  await expect(banner(page)).toBeVisible();
});

test("any [data-cookie-preferences-trigger] link opens the dialog instead of navigating", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() =>
    document
      .querySelector("main")!
      .insertAdjacentHTML(
        "afterbegin",
        '<a href="/consent?returnTo=/cookies" data-cookie-preferences-trigger>Manage cookie preferences</a>',
      ),
  );
  await page.getByRole("link", { name: "Manage cookie preferences" }).click();
  await expect(dialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a consent record older than 365 days, or an unreadable one, asks again", async ({
  page,
  context,
  baseURL,
}) => {
  const old = await consentCookie(
    baseURL!,
    { analytics: true, marketing: true, functional: true },
    { timestamp: new Date(Date.now() - 366 * 86_400_000) },
  );
  await context.addCookies([old]);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await hydrated(page);
  expect(
    await page.evaluate(() => ({
      window: window.cookieConsent,
      stored: localStorage.getItem("cookie-preferences"),
    })),
  ).toEqual({ window: null, stored: null });

  const fresh = await consentCookie(
    baseURL!,
    { analytics: true },
    { timestamp: new Date(Date.now() - 300 * 86_400_000) },
  );
  await context.addCookies([fresh]);
  await page.reload();
  await expect(banner(page)).toHaveCount(0);

  // Tamper with the signed payload itself: the last base64 character of a signature can differ only in ignored padding bits.
  await context.addCookies([{ ...fresh, value: `x${fresh.value}` }]);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await context.addCookies([{ ...fresh, value: "not-a-consent-record" }]);
  await page.reload();
  await expect(banner(page)).toBeVisible();
});
