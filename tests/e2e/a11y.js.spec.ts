import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";

const pages = [
  "/",
  "/team",
  "/privacy",
  "/terms",
  "/cookies",
  "/resources",
  "/resources?search=submarine",
  "/no-such-page",
];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

for (const path of pages) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const blocking = violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(
        blocking.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("the mobile menu, open, has no serious or critical axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByTestId("mobile-menu").locator("summary").click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include("header").analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
});
