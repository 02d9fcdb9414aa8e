/** What JavaScript adds to the post editor: the slug follows the title, a live preview, a warning before edits are lost. */
import { expect, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("the slug follows the title until it is edited by hand", async ({ page }) => {
  await signInAsAdmin(page, "slugjs", "/admin/blog/new");
  await page.getByLabel("Title").fill("Hello, AI World: Part 2!");
  await expect(page.getByLabel("Slug")).toHaveValue("hello-ai-world-part-2");
  await page.getByLabel("Slug").fill("my-own-slug");
  await page.getByLabel("Title").fill("A different title");
  await expect(page.getByLabel("Slug")).toHaveValue("my-own-slug");
});

test("the preview renders the markdown as it is typed, as the blog will show it, without running scripts", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsAdmin(page, "previewjs", "/admin/blog/new");
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  await page
    .getByLabel("Content (Markdown)")
    .fill(
      '# Big heading\n\nSome *emphasis* here.\n\n<img src="x" onerror="alert(1)">\n\n<script>alert(2)</script>',
    );
  await expect(preview.getByRole("heading", { name: "Big heading" })).toBeVisible();
  await expect(preview.locator("em", { hasText: "emphasis" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator("[onerror]")).toHaveCount(0);
  // Raw HTML in the markdown is shown as text, exactly as on the published post.
  await expect(preview).toContainText('<img src="x" onerror="alert(1)">');
  await expect(preview).toContainText("<script>alert(2)</script>");
  expect(dialogs).toEqual([]);
});

test("the fields say what is wrong as soon as they are left", async ({ page }) => {
  await signInAsAdmin(page, "validatejs", "/admin/blog/new");
  await page.getByLabel("Excerpt").fill("Too short");
  await page.getByLabel("Excerpt").blur();
  await expect(page.getByText("Excerpt must be at least 10 characters")).toBeVisible();
  await page.getByLabel("Slug").fill("Not A Slug");
  await page.getByLabel("Slug").blur();
  await expect(page.getByText("Slug must be lowercase with hyphens")).toBeVisible();

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Content must be at least 100 characters")).toBeVisible();
  await expect(page.getByText("Category is required")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
});

test("leaving with unsaved changes asks first, and staying keeps them", async ({ page }) => {
  const tag = uniqueTag("Unsaved");
  await signInAsAdmin(page, "unsavedjs", "/admin/blog/new");
  await page.getByLabel("Title").fill(`${tag} in progress`);

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to posts" }).click();
  await expect
    .poll(() => questions)
    .toEqual(["You have unsaved changes. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} in progress`);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Back to posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
