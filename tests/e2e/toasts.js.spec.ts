/**
 * Toasts with JavaScript: 5 s on screen, paused while pointed at or focused, F8 reaches them,
 * Escape closes them, a swipe past 50 px dismisses them; one flashed by the server is hydrated.
 * Where time matters the page clock is controlled, so the 5 seconds pass when the test says so,
 * not in real time.
 */
import { expect, test, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { createE2ePosts, uniqueName } from "../support/e2e-blog";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

const slug = uniqueName("e2e-toast");

test.beforeAll(() => createE2ePosts([{ slug, category: uniqueName("E2E toast") }]));

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
});

/** "Link copied!" is a toast any visitor can cause: sharing a post without a share sheet. */
async function showToast(page: Page) {
  await page.goto(`/blog/${slug}`);
  // From here on, page time moves only when the test moves it (not with a busy machine's delays).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole("button", { name: "Share" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Link copied!");
  return toast;
}

test("a toast closes itself after 5 seconds, but not while pointed at", async ({ page }) => {
  await page.clock.install();
  const toast = await showToast(page);
  await toast.hover();
  await page.clock.runFor(8_000);
  await expect(toast).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(5_500);
  await expect(toast).toHaveCount(0);
});

test("F8 focuses the toast, which stays while focused and closes with Escape", async ({ page }) => {
  await page.clock.install();
  const toast = await showToast(page);
  await page.keyboard.press("F8");
  await expect(toast).toBeFocused();
  await page.clock.runFor(8_000);
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
});

async function drag(page: Page, toast: ReturnType<Page["getByTestId"]>, distance: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 5 });
  await page.mouse.up();
}

test("a swipe shorter than 50 px springs back; a longer one dismisses", async ({ page }) => {
  await page.clock.install();
  const toast = await showToast(page);
  await drag(page, toast, 30);
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute("style", /translateX/);

  await drag(page, toast, 80);
  await expect(toast).toHaveCount(0);
});

test("a toast flashed into a page loaded with JavaScript is hydrated without errors", async ({
  page,
}) => {
  // The toast's card comes from a lazily loaded module: a document showing one must wait for it
  // before hydrating, or React renders the whole page again (a recoverable error).
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await actAsNewVisitor(page);
  const form = await openContactPage(page);
  await fillContactForm(page, { ...validEnquiry, email: uniqueEmail("flash") });
  await form.waitLikeAPerson();
  // Sent as a document, as before hydration: the redirect's page shows the flashed toast.
  await page.locator("#contact-form").evaluate((element: HTMLFormElement) => element.submit());

  await expect(page).toHaveURL(/\/contact#contact$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message Sent Successfully!");
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
  expect(errors).toEqual([]);
});
