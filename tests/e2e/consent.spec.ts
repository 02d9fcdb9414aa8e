import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";

test("no banner, settings button or chat on /admin paths", async ({ page, context, baseURL }) => {
  await page.goto("/admin/login");
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  await expect(page.getByText("We value your privacy")).toHaveCount(0);

  await context.addCookies([
    await consentCookie(baseURL!, { analytics: true, marketing: true, functional: true }),
  ]);
  for (const path of ["/admin/login", "/admin/dashboard", "/admin"]) {
    await page.goto(path);
    await expect(page.locator("[data-cookie-settings-button]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open live chat" })).toHaveCount(0);
  }
});

test("the banner is part of the server-rendered page on public paths", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("We value your privacy");
  expect(html).toContain('action="/consent"');
});
