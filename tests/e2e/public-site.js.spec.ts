import { expect, test, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";

// A choice is already made, so the cookie banner is not in the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

/** Waits until React has hydrated the page (the consent provider publishes the choice then). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.cookieConsent !== undefined);
}

/** Whether the element's top edge is within the viewport (allowing for the sticky header). */
async function isScrolledTo(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top > -5 && top < window.innerHeight / 2;
  });
}

/** Waits until the page has stopped moving (wheel scrolling is smooth in Chromium). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

test.describe("header", () => {
  test("slides up after scrolling down past 100 px and returns on scrolling up", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-hidden", "false");

    // Scroll until hidden: wheel events before hydration find no listener yet.
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(header).toHaveAttribute("data-hidden", "true", { timeout: 500 });
    }).toPass();
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(1);

    await scrollSettled(page);
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    // Within the first 100 px it stays, even while scrolling down.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await scrollSettled(page);
    await page.mouse.wheel(0, 80);
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("comes back when a keyboard user tabs into it", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    // Scroll until hidden: wheel events before hydration find no listener yet.
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(header).toHaveAttribute("data-hidden", "true", { timeout: 500 });
    }).toPass();
    await scrollSettled(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .focus();
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("Services from another page navigates home and scrolls to the section", async ({ page }) => {
    await page.goto("/team");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => isScrolledTo(page, "#services")).toBe(true);
  });

  test("About and Get Started scroll within the home page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About" }).click();
    await expect.poll(() => isScrolledTo(page, "#about")).toBe(true);
    await expect(page).toHaveURL(/\/#about$/);

    await page.mouse.wheel(0, -300);
    await nav.getByRole("link", { name: "Get Started" }).click();
    await expect.poll(() => isScrolledTo(page, "#contact")).toBe(true);
  });

  test("the hero buttons scroll to contact and about", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect.poll(() => isScrolledTo(page, "#about")).toBe(true);
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Project" }).click();
    await expect.poll(() => isScrolledTo(page, "#contact")).toBe(true);
  });
});

test.describe("scrolling", () => {
  test("loading home with a hash scrolls to that section", async ({ page }) => {
    await page.goto("/#about");
    await expect.poll(() => isScrolledTo(page, "#about")).toBe(true);
  });

  test("moving to another page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Team", exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("with reduced motion the section scroll is instant", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    // No animation: the very next frame is already at the section (below the header's scroll margin).
    const top = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(document.getElementById("about")!.getBoundingClientRect().top),
          ),
        ),
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(80);
    await context.close();
  });
});

test.describe("mobile menu with JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("closes after choosing a section and scrolls there", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.getByRole("link", { name: "About" }).click();
    await expect(mobileNav).toBeHidden();
    await expect.poll(() => isScrolledTo(page, "#about")).toBe(true);
  });

  test("closes with Escape and returns focus to the toggle", async ({ page }) => {
    await page.goto("/team");
    await hydrated(page);
    const summary = page.getByTestId("mobile-menu").locator("summary");
    await summary.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test("opened before the page's script ran, still closes with Escape and on a navigation", async ({
    page,
  }) => {
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    const summary = page.getByTestId("mobile-menu").locator("summary");
    const openBeforeScripts = async (path: string) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/build/**/*.js", async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts hold back DOMContentLoaded: the page is used as soon as it is shown.
      await page.goto(path, { waitUntil: "commit" });
      await summary.click();
      await expect(mobileNav).toBeVisible();
      release();
      await hydrated(page);
      await page.unroute("**/build/**/*.js");
    };

    await openBeforeScripts("/team");
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(summary).toBeFocused();

    await openBeforeScripts("/team");
    await mobileNav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(mobileNav).toBeHidden();
  });
});

test("the cookie policy's preferences button opens the cookie preferences dialog", async ({
  page,
}) => {
  await page.goto("/cookies");
  await page.getByRole("main").getByRole("link", { name: "Manage Cookie Preferences" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/cookies$/);
});
