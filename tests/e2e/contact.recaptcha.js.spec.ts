/**
 * The contact form with reCAPTCHA switched on: this file runs against the second e2e server
 * (tests/support/serve-with-recaptcha.ts), whose script and siteverify are local stand-ins.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  storedEnquiries,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";
import { recaptchaPort } from "./servers";

test.use({ baseURL: `http://localhost:${recaptchaPort}` });
test.beforeEach(async ({ page }) => actAsNewVisitor(page));

const isRecaptchaScript = (url: string) => new URL(url).pathname === "/recaptcha.js";

function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("pages without the contact section do not load the reCAPTCHA script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isRecaptchaScript(request.url())) scripts.push(request.url());
  });
  await page.goto("/privacy");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
});

test("waits to load the script until at least 10% of the contact section is visible", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isRecaptchaScript(request.url())) scripts.push(request.url());
  });
  // A window so short that only a sliver (under 10%) of the section shows below the header.
  await page.setViewportSize({ width: 1280, height: 120 });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const visible = await page.locator("#contact").evaluate((section) => {
    const box = section.getBoundingClientRect();
    return (Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / box.height;
  });
  expect(visible).toBeGreaterThan(0);
  expect(visible).toBeLessThan(0.1);
  expect(scripts).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => scripts.length).toBe(1);
});

test("loads the script for the site key once the contact section is in view, and sends a verified enquiry", async ({
  page,
}) => {
  const script = page.waitForRequest((request) => isRecaptchaScript(request.url()));
  const email = uniqueEmail("verified");
  const form = await openContactPage(page);
  expect(new URL((await script).url()).searchParams.get("render")).toBe("standin-site-key");

  await fillContactForm(page, { ...validEnquiry, email });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");
  expect(
    await page.evaluate(
      () => (window as unknown as { __recaptchaExecutions: unknown[] }).__recaptchaExecutions,
    ),
  ).toEqual([{ siteKey: "standin-site-key", action: "contact" }]);
  expect(await storedEnquiries(email, "verified")).toBe(1);
});

test("when the token cannot be had, says the security check failed and sends nothing", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __recaptchaStandin: string }).__recaptchaStandin = "fail";
  });
  const form = await openContactPage(page);
  const posts = watchPosts(page);
  await fillContactForm(page, { ...validEnquiry, email: uniqueEmail("token-failed") });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Security Check Failed");
  await expect(toast).toContainText("Unable to verify reCAPTCHA. Please refresh and try again.");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(posts).toEqual([]);
});

test("when the script is not available, says reCAPTCHA is not ready and sends nothing", async ({
  page,
}) => {
  await page.route("**/recaptcha.js?*", (route) => route.abort());
  const form = await openContactPage(page);
  const posts = watchPosts(page);
  await fillContactForm(page, { ...validEnquiry, email: uniqueEmail("not-ready") });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Security Check Failed");
  await expect(toast).toContainText(
    "reCAPTCHA is not ready. Please refresh the page and try again.",
  );
  expect(posts).toEqual([]);
});
