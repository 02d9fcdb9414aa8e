import { expect, test } from "@playwright/test";
import { postRows, seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("delete asks in a dialog and keeps the post when declined", async ({ page }) => {
  const tag = uniqueTag("DeleteJs");
  const [post] = await seedPosts(tag, 2);
  await signInAsAdmin(page, "deljs", `/admin/blog?search=${tag}`);
  await expect(postRows(page)).toHaveCount(2);

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: `Delete ${post!.title}` }).click();
  await expect.poll(() => questions).toEqual(["Are you sure you want to delete this post?"]);
  await expect(postRows(page)).toHaveCount(2);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: `Delete ${post!.title}` }).click();
  await expect(postRows(page)).toHaveCount(1);
  await expect(postRows(page).filter({ hasText: post!.title })).toHaveCount(0);
  await expect(page.getByTestId("toast").filter({ hasText: "Post deleted" })).toBeVisible();
});

test("typing in the search box filters the table without a submit", async ({ page }) => {
  const tag = uniqueTag("Live");
  await seedPosts(tag, 3);
  await signInAsAdmin(page, "live", "/admin/blog");
  await page.getByRole("searchbox", { name: "Search posts" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(postRows(page)).toHaveCount(3);
});
