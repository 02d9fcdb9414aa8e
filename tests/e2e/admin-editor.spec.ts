/** The post editor with JavaScript on and off: a new post reaches /blog, an edit shows there too. */
import { expect, test, type Page } from "@playwright/test";
import { postRows, seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

const body = (tag: string) =>
  `## What ${tag} covers\n\nA **practical** walk through shipping an AI feature, from the first prototype to monitoring in production. ` +
  "It keeps the steps short and the examples real.\n\n- Measure first\n- Ship small\n";

async function fillNewPost(
  page: Page,
  fields: { title: string; slug?: string; content: string; category: string },
) {
  await page.getByLabel("Title").fill(fields.title);
  if (fields.slug !== undefined) await page.getByLabel("Slug").fill(fields.slug);
  await page.getByLabel("Excerpt").fill("A short summary of the post for the list.");
  await page.getByLabel("Content (Markdown)").fill(fields.content);
  await page.getByLabel("Category").fill(fields.category);
  await page.getByLabel("Author").fill("E2E Writer");
  await page.getByLabel("Tags").fill("e2e, editor");
}

test("a published post created in the editor appears on the public blog", async ({ page }) => {
  test.slow();
  const tag = uniqueTag("Created");
  await signInAsAdmin(page, "create", "/admin/blog/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Post");

  // The slug is left empty: the server makes it from the title (and, with JavaScript, so does the form).
  await fillNewPost(page, {
    title: `${tag} Launch Notes`,
    content: body(tag),
    category: `Cat ${tag}`,
  });
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create Post" }).click();

  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByTestId("toast").filter({ hasText: "Post published" })).toBeVisible();
  // Other tests add posts at the same time: find this one by its tag, not on the first page.
  await page.goto(`/admin/blog?search=${tag}`);
  await expect(
    postRows(page)
      .filter({ hasText: `${tag} Launch Notes` })
      .getByText("Published", { exact: true }),
  ).toBeVisible();

  const slug = `${tag.toLowerCase()}-launch-notes`;
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag} Launch Notes`);
  await expect(page.getByRole("heading", { level: 2, name: `What ${tag} covers` })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "practical" })).toBeVisible();
  await expect(page.getByText("E2E Writer").first()).toBeVisible();

  await page.goto(`/blog?category=${encodeURIComponent(`Cat ${tag}`)}`);
  await expect(
    page.getByRole("link", { name: new RegExp(`${tag} Launch Notes`) }).first(),
  ).toBeVisible();
});

test("a draft stays off the blog until it is published from the editor", async ({ page }) => {
  test.slow();
  const tag = uniqueTag("Drafted");
  await signInAsAdmin(page, "draft", "/admin/blog/new");
  await fillNewPost(page, {
    title: `${tag} Draft`,
    slug: `${tag.toLowerCase()}-draft`,
    content: body(tag),
    category: "E2E",
  });
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Draft saved" })).toBeVisible();

  const response = await page.goto(`/blog/${tag.toLowerCase()}-draft`);
  expect(response?.status()).toBe(404);

  await page.goto(`/admin/blog?search=${tag}`);
  await page.getByRole("link", { name: `Edit ${tag} Draft` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Post");
  await expect(page.getByLabel("Author")).toHaveValue("E2E Writer");
  await expect(page.getByLabel("Tags")).toHaveValue("e2e, editor");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Post updated" })).toBeVisible();

  const published = await page.goto(`/blog/${tag.toLowerCase()}-draft`);
  expect(published?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag} Draft`);
});

test("editing a published post changes what the blog shows", async ({ page }) => {
  // Sign-in, edit, save, the admin list and the public page: one ran past 30 s under load.
  test.slow();
  const tag = uniqueTag("Edited");
  const [post] = await seedPosts(tag, 1, { publishedEvery: 1 });
  await signInAsAdmin(page, "edit", `/admin/blog?search=${tag}`);

  await page.getByRole("link", { name: `Edit ${post!.title}` }).click();
  await expect(page.getByLabel("Title")).toHaveValue(post!.title);
  await expect(page.getByLabel("Slug")).toHaveValue(post!.slug);
  await page.getByLabel("Title").fill(`${tag} renamed`);
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByTestId("toast").filter({ hasText: "Post updated" })).toBeVisible();
  // Other tests add posts at the same time: find this one by its tag, not on the first page.
  await page.goto(`/admin/blog?search=${tag}`);
  await expect(postRows(page).filter({ hasText: `${tag} renamed` })).toHaveCount(1);
  // Editing the title keeps the post's address.
  await page.goto(`/blog/${post!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag} renamed`);
});

test("a slug another post already uses is a field error, and nothing typed is lost", async ({
  page,
}) => {
  const tag = uniqueTag("Taken");
  const [existing] = await seedPosts(tag, 1);
  await signInAsAdmin(page, "taken", "/admin/blog/new");
  await fillNewPost(page, {
    title: `${tag} second`,
    slug: existing!.slug,
    content: body(tag),
    category: "E2E",
  });
  await page.getByRole("button", { name: "Create Post" }).click();

  // The field's error, from the server (with JavaScript, the live check may say so too).
  await expect(
    page.getByText("This slug is already used by another post", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} second`);
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue(body(tag));
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
});

test("an unknown post id shows Post not found", async ({ page }) => {
  await signInAsAdmin(page, "unknown", "/admin/blog/edit/999999999");
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
