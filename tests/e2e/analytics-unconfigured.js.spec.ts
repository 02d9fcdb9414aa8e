import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { e2eAnalytics } from "../support/e2e-servers";

test("with no provider configured nothing is loaded even with full consent", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    await consentCookie(baseURL!, { analytics: true, marketing: true, functional: true }),
  ]);
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!)) thirdParty.push(request.url());
  });
  await page.route(`${new URL(e2eAnalytics.scriptUrl).origin}/**`, (route) => route.abort());
  await page.goto("/");
  await page.waitForFunction(() => window.cookieConsent !== undefined);
  // Nothing may follow: wait until the page has gone quiet on the network, then look.
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
});
