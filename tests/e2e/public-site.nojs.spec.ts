import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";

// A choice is already made, so the cookie banner is not in the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test("section links work as plain links to the home page anchors", async ({ page }) => {
  await page.goto("/team");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect
    .poll(() => page.locator("#about").evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
    .toBeLessThan(80);
});
