/**
 * Where the page stands after a navigation: a new page starts at the top, back and forward
 * return to where the visitor was, and the blog's own filters leave the position alone.
 */
import { expect, test, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";

test.use({ viewport: { width: 1280, height: 600 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The consent API appears once the page is hydrated: from then on links navigate in the app. */
const hydrated = (page: Page) => page.waitForFunction(() => window.cookieConsent !== undefined);

test("opening a post starts at the top; going back returns to the same place in the list", async ({
  page,
}) => {
  await page.goto("/blog");
  await hydrated(page);
  const readMore = page.getByRole("link", { name: /^Read More: / }).last();
  await readMore.evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(300);

  await readMore.click();
  await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => scrollY(page)).toBe(listPosition);
});

test("a category filter keeps the position in the page", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const filters = page.getByRole("navigation", { name: "Blog categories" });
  await filters.evaluate((nav) => nav.scrollIntoView({ block: "start", behavior: "instant" }));
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(0);

  await filters.getByRole("link", { name: "MLOps" }).click();
  await expect(page).toHaveURL(/category=MLOps/);
  await expect(filters.getByRole("link", { name: "MLOps" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await scrollY(page)).toBe(position);
});
