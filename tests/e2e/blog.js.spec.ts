import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { createE2ePosts, uniqueName } from "../support/e2e-blog";

const category = uniqueName("E2E JS");
const slug = uniqueName("e2e-share");

test.beforeAll(() => createE2ePosts([{ slug, category, title: "A post to share" }]));

// A consent choice already made: the cookie banner stays out of the way of the blog's controls.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test("the first page comes embedded in the HTML; filters load posts without a full page load, with a spinner", async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);

  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Blog categories" })
    .getByRole("link", { name: "MLOps" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Loading posts..." })).toBeVisible();
  release();
  await expect(page).toHaveURL(/category=MLOps/);
  await expect(page.getByRole("status").filter({ hasText: "Loading posts..." })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(dataRequests.length).toBeGreaterThan(0);
});

test("a failed load shows the error toast", async ({ page }) => {
  await page.goto("/blog");
  await page.route("**/*.data*", (route) => route.abort());
  await page
    .getByRole("navigation", { name: "Blog categories" })
    .getByRole("link", { name: "MLOps" })
    .click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error loading blog posts");
  await expect(toast).toContainText("Please try refreshing the page");
});

test("a post that fails to load says so in a toast and on the page, keeping the site around it", async ({
  page,
}) => {
  await page.goto(`/blog?category=${encodeURIComponent(category)}`);
  await page.route("**/*.data*", (route) => route.abort());
  await page.getByRole("link", { name: "Read More: A post to share" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error loading blog post");
  await expect(toast).toContainText("Failed to fetch blog post");
  await expect(
    page.getByRole("heading", { level: 1, name: "Error loading blog post" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("opening a post shows a spinner until the post is there", async ({ page }) => {
  await page.goto(`/blog?category=${encodeURIComponent(category)}`);
  await page.waitForFunction(() => window.cookieConsent !== undefined);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Read More: A post to share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading post..." })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "A post to share" })).toBeVisible();
  await expect(page.getByText("Loading post...")).toHaveCount(0);
});

test("share copies the link when the device has no share function", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/blog/${slug}`);
  await page.getByRole("button", { name: "Share" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Link copied!");
  await expect(toast).toContainText("The blog post link has been copied to your clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${slug}`);
});

test("share uses the device's share function when there is one", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto(`/blog/${slug}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(`${baseURL}/blog/${slug}`);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("subscribing to the newsletter confirms in place and explains a bad address", async ({
  page,
}) => {
  await page.goto("/blog");
  const newsletter = page.getByRole("region", { name: "Stay Updated" });
  const email = newsletter.getByPlaceholder("Enter your email");
  await expect(email).toHaveAttribute("type", "email");

  await email.fill("not-an-address");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("alert")).toHaveText("Please enter a valid email address");

  await email.fill(`${uniqueName("reader")}@example.com`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText(
    "Thanks for subscribing. New articles will arrive in your inbox.",
  );
  await expect(email).toHaveValue("");
  await expect(page).toHaveURL(/\/blog$/);
});
