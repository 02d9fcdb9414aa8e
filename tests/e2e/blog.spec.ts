import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { createE2ePosts, hostileMarkdown, uniqueName } from "../support/e2e-blog";

// Each worker makes its own posts, in categories no other test uses.
const category = uniqueName("E2E Filter");
const pagedCategory = uniqueName("E2E Paged");
const searchWord = uniqueName("quokka").replace("-", "");
const hostileSlug = uniqueName("e2e-hostile");
const newestSlug = uniqueName("e2e-newest");

test.beforeAll(async () => {
  await createE2ePosts([
    { slug: uniqueName("e2e-older"), category, title: `Older post about ${searchWord}` },
    { slug: newestSlug, category, title: "Newest post in the filter category" },
    ...Array.from({ length: 22 }, (_, index) => ({
      slug: uniqueName(`e2e-paged-${index}`),
      category: pagedCategory,
    })),
    {
      slug: hostileSlug,
      category: uniqueName("E2E Hostile"),
      title: "Hostile markdown post",
      content: hostileMarkdown,
    },
  ]);
});

// A consent choice already made: the cookie banner stays out of the way of the blog's controls.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test("the category filter shows the chosen category's posts", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Blog categories" });
  await expect(filters.getByRole("link").first()).toHaveText("All");
  await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

  // A seeded category: the category list is cached, so it lists what existed at first request.
  await filters.getByRole("link", { name: "Case Studies" }).click();
  await expect(page).toHaveURL(/category=Case\+Studies/);
  await expect(filters.getByRole("link", { name: "Case Studies" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(filters.getByRole("link", { name: "All" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  const badges = page.getByRole("article").locator("span.rounded-full", { hasNotText: "Featured" });
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) await expect(badge).toHaveText("Case Studies");

  await filters.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a category's posts are newest first: the newest is featured, the rest in the grid", async ({
  page,
}) => {
  await page.goto(`/blog?${new URLSearchParams({ category })}`);
  await expect(page.locator("#featured-post-title")).toHaveText(
    "Newest post in the filter category",
  );
  await expect(page.getByRole("heading", { name: "Latest Articles" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);
});

test("search finds posts by the words in them", async ({ page }) => {
  await page.goto("/blog");
  const search = page.getByRole("searchbox", { name: "Search blog posts" });
  await search.fill(searchWord);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${searchWord}`));
  await expect(page.locator("#featured-post-title")).toHaveText(`Older post about ${searchWord}`);
  await expect(page.getByRole("article")).toHaveCount(1);

  await search.fill(uniqueName("nothingatall").replace("-", ""));
  await search.press("Enter");
  await expect(page.getByText("No blog posts found.")).toBeVisible();
});

test("pagination moves through 20 posts a page", async ({ page }) => {
  await page.goto(`/blog?${new URLSearchParams({ category: pagedCategory })}`);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(20);

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);

  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
});

test("a post opens from its card and shows its parts", async ({ page }) => {
  await page.goto(`/blog?${new URLSearchParams({ category })}`);
  await page.getByRole("link", { name: "Read More: Newest post in the filter category" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newestSlug}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Newest post in the filter category" }),
  ).toBeVisible();
  await expect(page.getByText("An end-to-end test post with a short excerpt.")).toBeVisible();
  await expect(
    page.getByRole("article").getByRole("link", { name: "Get Started" }),
  ).toHaveAttribute("href", "/#contact");
  await expect(page.getByRole("link", { name: "More Articles" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("article").getByText("Share", { exact: true })).toBeVisible();
});

test("a post with hostile markdown opens without running any of it", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto(`/blog/${hostileSlug}`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Hostile markdown post" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "safe link" })).toHaveAttribute(
    "href",
    "https://example.com/",
  );
  for (const name of ["js", "case", "entity", "data", "vb", "ref link"]) {
    await expect(
      page.locator(".blog-content").getByRole("link", { name, exact: true }),
    ).toHaveAttribute("href", "");
  }
  await expect(
    page.locator(
      ".blog-content script, .blog-content svg, .blog-content iframe, .blog-content img",
    ),
  ).toHaveCount(0);
  // Hover and click what is there, as a curious reader would.
  for (const link of await page.locator(".blog-content a").all()) await link.hover();
  await page.locator(".blog-content").getByRole("link", { name: "js", exact: true }).click();
  // Whatever the click set off (a dialog, a navigation) has happened once the page is quiet.
  await page.waitForLoadState("networkidle");
  expect(dialogs).toEqual([]);
});

test("an unknown post answers 404 with a way back", async ({ page }) => {
  const response = await page.goto("/blog/this-post-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
