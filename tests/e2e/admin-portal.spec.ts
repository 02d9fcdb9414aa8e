import { expect, test } from "@playwright/test";
import { postRows, seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("the dashboard shows the five figures, the posts table and the admin menu", async ({
  page,
}) => {
  const admin = await signInAsAdmin(page, "dash");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${admin.email}`);
  for (const label of ["Total Posts", "Published", "Drafts", "Total Views", "Submissions"]) {
    await expect(
      page.getByRole("list", { name: "Summary" }).getByText(label, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "New Post" })).toHaveAttribute(
    "href",
    "/admin/blog/new",
  );
  const menu = page.getByRole("navigation", { name: "Admin" });
  for (const item of ["Dashboard", "Blog Posts", "Submissions", "Settings"])
    await expect(menu.getByRole("link", { name: item })).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Super admin")).toBeVisible();
  for (const column of ["Title", "Category", "Status", "Views", "Date", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
});

test("search, status filter and pages are URL parameters", async ({ page }) => {
  test.slow();
  const tag = uniqueTag("Paging");
  await seedPosts(tag, 12, { publishedEvery: 3 });
  await signInAsAdmin(page, "paging", "/admin/blog");

  await page.getByRole("searchbox", { name: "Search posts" }).fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(postRows(page)).toHaveCount(10);
  await expect(postRows(page).first()).toContainText(`${tag} post 11`);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(postRows(page)).toHaveCount(2);
  await expect(postRows(page).last()).toContainText(`${tag} post 0`);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Published" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(postRows(page)).toHaveCount(4);
  await expect(page.getByText(/Page \d+ of \d+/)).toHaveCount(0);
  for (const row of await postRows(page).all())
    await expect(row.getByText("Published", { exact: true })).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Drafts" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(postRows(page)).toHaveCount(8);

  await page.goto(`/admin/blog?search=${tag}-nothing-matches`);
  await expect(page.getByText("No posts found")).toBeVisible();
});

test("toggle publish flips a post's status at once", async ({ page }) => {
  const tag = uniqueTag("Toggle");
  const [post] = await seedPosts(tag, 1);
  await signInAsAdmin(page, "toggle", `/admin/blog?search=${tag}`);
  const row = postRows(page).filter({ hasText: post!.title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Publish ${post!.title}` }).click();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByTestId("toast").filter({ hasText: "Post published" })).toBeVisible();
  await row.getByRole("button", { name: `Unpublish ${post!.title}` }).click();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
});
