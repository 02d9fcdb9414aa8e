/** Shared steps of the image upload end-to-end tests (with and without JavaScript). */
import { expect, type Page } from "@playwright/test";
import { pngImage } from "../support/images";

export const MEDIA_URL = /^\/media\/[A-Za-z0-9_-]{22}\.png$/;

/** A real 40×30 PNG as the file picker takes it; its name says nothing true. */
export const photo = {
  name: "holiday-photo.gif",
  mimeType: "image/gif",
  buffer: Buffer.from(pngImage(40, 30, [220, 38, 38])),
};

/** Fills a new post's required fields and publishes it on save. */
export async function fillNewPost(page: Page, slug: string) {
  await page.getByLabel("Title").fill(`Image post ${slug}`);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Excerpt").fill("A post whose picture was uploaded.");
  await page
    .getByLabel("Content (Markdown)")
    .fill("A paragraph of the post body that is comfortably longer than the minimum. ".repeat(3));
  await page.getByLabel("Category").fill("Uploads");
  await page.getByLabel("Published").check();
}

/** The post page shows the uploaded image at its own size, decoded by the browser. */
export async function expectImageOnPost(page: Page, slug: string, url: string) {
  await page.goto(`/blog/${slug}`);
  const hero = page.locator(`img[src="${url}"]`);
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("width", "40");
  await expect(hero).toHaveAttribute("height", "30");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(40);
}
