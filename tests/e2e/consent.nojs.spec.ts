import { expect, test, type Page } from "@playwright/test";
import { decodeConsentCookie } from "../support/consent";

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_consent");
  return cookie ? decodeConsentCookie(cookie.value) : null;
}

test("without JavaScript, Accept All posts the choice and returns to the same page", async ({
  page,
}) => {
  // The page and the query it reads; other parameters never reach a shared copy of a page.
  await page.goto("/blog?category=Case+Studies");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Case\+Studies$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText("Your cookie preferences have been saved")).toBeVisible();
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
    version: "1.0",
  });
  await expect(page.getByRole("link", { name: "Cookie Settings" })).toBeVisible();
});

test("without JavaScript, Reject All keeps only necessary cookies", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "_ga", value: "GA1.1.9.9", url: baseURL! }]);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    analytics: false,
    marketing: false,
    functional: false,
  });
  expect((await context.cookies()).map((c) => c.name)).not.toContain("_ga");
});

test("without JavaScript, Cookie Settings opens a preferences page whose choice is saved", async ({
  page,
}) => {
  await page.goto("/team");
  await banner(page).getByRole("link", { name: "Cookie Settings" }).click();
  await expect(page).toHaveURL(/\/consent\?returnTo=%2Fteam$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Preferences" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Necessary cookies" })).toBeDisabled();
  await page.getByRole("switch", { name: "Analytics cookies" }).check();
  await page.getByRole("button", { name: "Save My Preferences" }).click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await storedConsent(page)).toMatchObject({
    analytics: true,
    marketing: false,
    functional: false,
  });

  await page.getByRole("link", { name: "Cookie Settings" }).click();
  await expect(page.getByRole("switch", { name: "Analytics cookies" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Functional cookies" })).not.toBeChecked();
});
