/** The post editor without JavaScript: the server renders the preview and does the validating. */
import { expect, test } from "@playwright/test";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("Preview renders the markdown on the server, sanitised, and keeps every field", async ({
  page,
}) => {
  const tag = uniqueTag("PreviewNoJs");
  await signInAsAdmin(page, "previewnojs", "/admin/blog/new");
  await page.getByLabel("Title").fill(`${tag} title`);
  await page
    .getByLabel("Content (Markdown)")
    .fill(
      "## Server heading\n\nA [safe link](https://example.com) and a [bad one](javascript:alert(1)).\n\n<script>alert(1)</script>",
    );
  await page.getByRole("button", { name: "Preview" }).click();

  const preview = page.getByTestId("server-preview");
  await expect(preview.getByRole("heading", { name: "Server heading" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "safe link" })).toHaveAttribute(
    "href",
    "https://example.com",
  );
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} title`);
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue(/## Server heading/);
});

test("the browser checks required fields before anything is sent", async ({ page }) => {
  await signInAsAdmin(page, "requirednojs", "/admin/blog/new");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  expect(
    await page
      .getByLabel("Title")
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
});

test("what only the server can tell comes back next to the fields, with the text kept", async ({
  page,
}) => {
  const tag = uniqueTag("ServerNoJs");
  await signInAsAdmin(page, "servernojs", "/admin/blog/new");
  // Blank-looking values get past the browser's checks; the server trims them and says why they fail.
  await page.getByLabel("Title").fill("   ");
  await page.getByLabel("Excerpt").fill(`   ${tag.slice(0, 4)}    `);
  await page.getByLabel("Content (Markdown)").fill(`${" ".repeat(100)}${tag}`);
  await page.getByLabel("Category").fill("E2E");
  const response = page.waitForResponse(
    (r) => r.url().includes("/admin/blog/new") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create Post" }).click();
  expect((await response).status()).toBe(400);

  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Excerpt must be at least 10 characters")).toBeVisible();
  await expect(page.getByText("Content must be at least 100 characters")).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("E2E");
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue(new RegExp(tag));
});
