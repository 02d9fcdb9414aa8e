import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { createE2ePosts, uniqueName } from "../support/e2e-blog";

const slug = uniqueName("e2e-nojs-share");

test.beforeAll(() =>
  createE2ePosts([
    { slug, category: uniqueName("E2E No JS"), title: "A post to share without JavaScript" },
  ]),
);

// A consent choice already made: the cookie banner stays out of the way of the blog's controls.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test("without JavaScript, Share is an e-mail link carrying the post's address", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/blog/${slug}`);
  const share = page.getByRole("link", { name: "Share" });
  const href = decodeURIComponent((await share.getAttribute("href")) ?? "");
  expect(href).toMatch(/^mailto:\?subject=A post to share without JavaScript&body=/);
  expect(href).toContain(`${baseURL}/blog/${slug}`);
});

test("without JavaScript, subscribing reloads the page with a confirmation", async ({ page }) => {
  await page.goto("/blog");
  const newsletter = page.getByRole("region", { name: "Stay Updated" });
  await newsletter.getByPlaceholder("Enter your email").fill(`${uniqueName("reader")}@example.com`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/blog#newsletter$/);
  await expect(page.getByTestId("toast")).toContainText("You're subscribed!");
});
