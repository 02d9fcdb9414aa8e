/**
 * A post's history on the edit screen: an edit keeps the version it replaced, and the admin puts
 * it back — with JavaScript after a native confirmation, without it after a confirmation step.
 */
import { expect, test } from "@playwright/test";
import { seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("an admin restores an earlier version of a post", async ({ page, javaScriptEnabled }) => {
  // Signing in, saving and reloading the editor: several full server round trips.
  test.slow();
  const tag = uniqueTag("Rev");
  const [post] = await seedPosts(tag, 1);
  await signInAsAdmin(page, "revisions", `/admin/blog/edit/${post!.id}`);
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByText(/No earlier versions yet/)).toBeVisible();

  await page.getByLabel("Title").fill(`${tag} rewritten`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} rewritten`);
  await expect(revisions.getByText(`${tag} post 0`)).toBeVisible();
  await expect(revisions.getByText(/Changed: Title/)).toBeVisible();

  if (javaScriptEnabled) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Restore this version?");
      void dialog.accept();
    });
    await revisions.getByRole("link", { name: /Restore the version from/ }).click();
  } else {
    await revisions.getByRole("link", { name: /Restore the version from/ }).click();
    const confirmation = page.getByRole("alertdialog", { name: /Restore the version from/ });
    await expect(confirmation).toContainText("Restore this version?");
    await confirmation.getByRole("button", { name: "Restore" }).click();
  }

  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} post 0`);
  // The rewritten version is kept in turn.
  await expect(revisions.getByText(`${tag} rewritten`)).toBeVisible();
});
