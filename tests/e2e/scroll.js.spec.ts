/**
 * Where the page stands after a navigation: a new page starts at the top, back and forward
 * return to where the visitor was, and the blog's own filters leave the position alone.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";

test.use({ viewport: { width: 1280, height: 600 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The consent API appears once the page is hydrated: from then on links navigate in the app. */
const hydrated = (page: Page) => page.waitForFunction(() => window.cookieConsent !== undefined);

/**
 * The header hides as the page scrolls down; until its transition ends it may still cover the top
 * of the viewport, where a click would land on it. Elements are scrolled to the middle instead.
 */
const scrollToMiddle = (element: Locator) =>
  element.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));

/** The blog's cards slide in when the list renders; positions are read once they stand still. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

/** From now on, every scroll position the page passes through (a smooth scroll passes many). */
const recordScrolling = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { scrollPositionsSeen: seen });
    window.addEventListener("scroll", () => seen.push(window.scrollY));
  });
const scrollingSeen = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { scrollPositionsSeen: number[] }).scrollPositionsSeen.splice(0),
  );

/** Positions strictly between two places, give or take the pixel a click may nudge. */
const inBetween = (positions: number[], top: number, bottom: number) =>
  positions.filter((y) => y > top + 2 && y < bottom - 2);

/**
 * A seed category no test publishes into: other tests add posts to the blog while this one runs,
 * and a list that grew between leaving and coming back would move the place being returned to.
 */
const STABLE_LIST = "/blog?category=AI+Development";

test("opening a post starts at the top; going back returns to the same place in the list, both at once", async ({
  page,
}) => {
  await page.goto(STABLE_LIST);
  await hydrated(page);
  await settled(page);
  const lastCard = page.getByRole("region", { name: "Latest Articles" }).getByRole("link").last();
  await scrollToMiddle(lastCard);
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(300);
  await recordScrolling(page);

  await lastCard.click();
  await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // A jump, not an animation through the whole page: nothing seen between there and the top.
  expect(inBetween(await scrollingSeen(page), 0, listPosition)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?category=AI\+Development$/);
  await expect.poll(() => scrollY(page)).toBe(listPosition);
  expect(inBetween(await scrollingSeen(page), 0, listPosition)).toEqual([]);
});

test("a category filter keeps the position in the page", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const filters = page.getByRole("navigation", { name: "Blog categories" });
  await scrollToMiddle(filters);
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
