import { expect, test } from "@playwright/test";
import { createE2eAdmin } from "../support/e2e-admin";

test('the button reads "Signing in..." while the sign-in is under way', async ({ page }) => {
  const admin = await createE2eAdmin("busy");
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  // Hold the action's response so the busy state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/login.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
});

test("fields are checked in the browser with the form's messages", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").focus();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("an unexpected failure shows the generic sign-in error", async ({ page }) => {
  await page.goto("/admin/login");
  // Only the sign-in itself fails; reloading the page's data afterwards still works.
  await page.route("**/admin/login.data*", (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill("Whatever-Password-1!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An error occurred during login. Please try again.",
  );
});
