/**
 * A forgotten password, with JavaScript on and off: from the sign-in screen to the mail, the
 * link, a new password and signing in with it; the used link then says so.
 */
import { expect, test, type Page } from "@playwright/test";
import { mailedLinkPath } from "../support/e2e-account-links";
import { createE2eAdmin } from "../support/e2e-admin";
import { actAsNewVisitor } from "./contact-helpers";

const SIGN_IN_TIMEOUT = { timeout: 20_000 };
const NEW_PASSWORD = "Brand-New-E2e-Pass-9!";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a forgotten password is reset through the mailed link, once", async ({ page }) => {
  // Three sign-ins and a reset, each hashing a password on purpose.
  test.slow();
  await actAsNewVisitor(page);
  const admin = await createE2eAdmin("reset", "admin");
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await expect(page.getByText("If an account exists for that address")).toBeVisible();

  const resetPath = await mailedLinkPath(admin.email, "/admin/reset-password");
  await page.goto(resetPath);
  await page.getByLabel("New password", { exact: true }).fill("too-short");
  await page.getByLabel("Confirm new password").fill("too-short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password", SIGN_IN_TIMEOUT);
  await signIn(page, admin.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);

  await page.goto(resetPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/admin/forgot-password",
  );
});

test("an address without an account gets the same answer", async ({ page }) => {
  await actAsNewVisitor(page);
  await page.goto("/admin/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await expect(page.getByText("If an account exists for that address")).toBeVisible();
});
