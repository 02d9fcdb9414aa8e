/** Uploading a post's image from the editor with JavaScript: the file goes up on its own. */
import { expect, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import { expectImageOnPost, fillNewPost, MEDIA_URL, photo } from "./media-upload-helpers";

test("Upload image fills Image URL in place; the saved post shows the image", async ({ page }) => {
  // Signing in (scrypt), an upload, a save and the public page: several slow steps in one test.
  test.slow();
  const slug = uniqueTag("upload-js").toLowerCase();
  await signInAsAdmin(page, "mediajs", "/admin/blog/new");
  await fillNewPost(page, slug);

  await page.getByLabel("Or upload an image").setInputFiles(photo);
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith("/admin/blog/media") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Upload image" }).click();
  expect((await uploaded).status()).toBe(201);
  // No page load: the fields typed so far are still there, and Image URL has the address.
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();
  await expect(page.getByLabel("Image URL")).toHaveValue(MEDIA_URL);
  await expect(page.getByLabel("Title")).toHaveValue(`Image post ${slug}`);
  const url = await page.getByLabel("Image URL").inputValue();

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expectImageOnPost(page, slug, url);
});

test("a file that is not an image is refused before the post is saved", async ({ page }) => {
  await signInAsAdmin(page, "mediajsrefused", "/admin/blog/new");
  await page.getByLabel("Or upload an image").setInputFiles({
    name: "picture.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Upload a PNG, JPEG, WebP, GIF or AVIF image." }),
  ).toBeVisible();
  await expect(page.getByLabel("Image URL")).toHaveValue("");
});
