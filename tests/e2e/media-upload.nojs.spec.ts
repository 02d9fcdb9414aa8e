/** Uploading a post's image from the editor without JavaScript: a multipart round trip. */
import { expect, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import { expectImageOnPost, fillNewPost, MEDIA_URL, photo } from "./media-upload-helpers";

test("Upload image sends the form and brings it back with Image URL filled and the draft kept", async ({
  page,
}) => {
  // Signing in (scrypt), an upload, a save and the public page: several slow steps in one test.
  test.slow();
  const slug = uniqueTag("upload-nojs").toLowerCase();
  await signInAsAdmin(page, "medianojs", "/admin/blog/new");
  await fillNewPost(page, slug);
  await page.getByLabel("Author").fill("Kept Author");

  await page.getByLabel("Or upload an image").setInputFiles(photo);
  const uploaded = page.waitForResponse(
    (r) => r.url().includes("/admin/blog/new") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Upload image" }).click();
  expect((await uploaded).status()).toBe(200);

  await expect(page.getByLabel("Image URL")).toHaveValue(MEDIA_URL);
  await expect(page.getByLabel("Title")).toHaveValue(`Image post ${slug}`);
  await expect(page.getByLabel("Author")).toHaveValue("Kept Author");
  await expect(page.getByLabel("Published")).toBeChecked();
  const url = await page.getByLabel("Image URL").inputValue();

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expectImageOnPost(page, slug, url);
});
