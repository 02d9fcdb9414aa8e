import { expect, test } from "@playwright/test";
import { postRows, seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("delete goes through a confirmation step without JavaScript", async ({ page }) => {
  const tag = uniqueTag("DeleteNoJs");
  const [post] = await seedPosts(tag, 2);
  await signInAsAdmin(page, "delnojs", `/admin/blog?search=${tag}`);

  await page.getByRole("link", { name: `Delete ${post!.title}` }).click();
  const confirmation = page.getByRole("alertdialog");
  await expect(confirmation).toContainText("Are you sure you want to delete this post?");
  await expect(confirmation).toContainText(post!.title);
  await confirmation.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(postRows(page)).toHaveCount(2);

  await page.getByRole("link", { name: `Delete ${post!.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}$`));
  await expect(postRows(page)).toHaveCount(1);
  await expect(page.getByTestId("toast").filter({ hasText: "Post deleted" })).toBeVisible();
});

test("the slide-in menu opens and closes without JavaScript on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page, "mobile");
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu).toBeHidden();
  await page.getByText("Menu", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Submissions" })).toBeVisible();
  await page.getByText("Close", { exact: true }).click();
  await expect(menu).toBeHidden();
});
