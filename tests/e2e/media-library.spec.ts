/**
 * The media library screen, with JavaScript and without: an admin uploads an image, finds it
 * in the library, deletes it (after a native confirm, or a confirmation step), and cannot
 * delete one a post shows.
 */
import { expect, test, type Page } from "@playwright/test";
import { blogPosts } from "~db/schema";
import { withE2eDb } from "../support/e2e-admin";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import { photo } from "./media-upload-helpers";

async function uploadFromLibrary(page: Page) {
  await page.getByLabel("Image file").setInputFiles(photo);
  await page.getByRole("button", { name: "Upload image" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "Image uploaded" });
  await expect(toast).toBeVisible();
  // The choice is cleared once sent, so a second click cannot upload the same file again.
  await expect(page.getByLabel("Image file")).toHaveValue("");
  return /\/media\/[A-Za-z0-9_-]{22}\.png/.exec((await toast.textContent()) ?? "")![0];
}

test("an admin uploads an image to the library and deletes it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await signInAsAdmin(page, "library", "/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  const url = await uploadFromLibrary(page);

  const card = page.getByRole("listitem").filter({ hasText: url });
  await expect(card).toContainText("image/png");
  await expect(card).toContainText("40×30");
  await expect(card).toContainText("Not used by any post.");

  if (javaScriptEnabled) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Delete this image?");
      void dialog.accept();
    });
    await card.getByRole("link", { name: /Delete/ }).click();
  } else {
    await card.getByRole("link", { name: /Delete/ }).click();
    const confirmation = page.getByRole("alertdialog");
    await expect(confirmation).toContainText("Delete this image?");
    await confirmation.getByRole("button", { name: "Delete" }).click();
  }

  await expect(page.getByTestId("toast").filter({ hasText: "Image deleted" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test("an image a post shows names the post and cannot be deleted", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page, "libraryinuse", "/admin/media");
  const url = await uploadFromLibrary(page);
  const tag = uniqueTag("Pictured");
  await withE2eDb((db) =>
    db.insert(blogPosts).values({
      slug: tag.toLowerCase(),
      title: `${tag} post`,
      excerpt: "A post with a picture from the library.",
      content: "A paragraph of the post body that is comfortably longer than the minimum.",
      category: "E2E",
      imageUrl: url,
    }),
  );
  await page.reload();

  const card = page.getByRole("listitem").filter({ hasText: url });
  await expect(card.getByRole("link", { name: `${tag} post` })).toBeVisible();
  await expect(card.getByRole("link", { name: /Delete/ })).toHaveCount(0);
  await expect(card).toContainText("Remove it from that post to delete it.");
});
