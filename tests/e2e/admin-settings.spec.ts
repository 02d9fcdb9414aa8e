/** Changing the password in Settings, with JavaScript on and off. */
import { expect, test } from "@playwright/test";
import { signInAs, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("a password change checks the current one and the policy, then signs out the other sessions", async ({ page, browser }) => {
  test.slow();
  const admin = await signInAsAdmin(page, "password", "/admin/settings");
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, admin);

  const form = page.getByRole("region", { name: "Change password" });
  const newPassword = `New-${uniqueTag("Pw")}-9`;

  await form.getByLabel("Current password").fill("Not-The-Password-1!");
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Current password is incorrect")).toBeVisible();

  await form.getByLabel("Current password").fill(admin.password);
  await form.getByLabel("New password", { exact: true }).fill("MyPassword123!");
  await form.getByLabel("Confirm new password").fill("MyPassword123!");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Password is too common or weak")).toBeVisible();

  await form.getByLabel("Current password").fill(admin.password);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "Password changed" });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toContainText("Your other sessions have been signed out.");

  // This session goes on; the other one has ended.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await otherPage.goto("/admin/dashboard");
  await expect(otherPage).toHaveURL(/\/admin\/login/);

  // The old password no longer signs in; the new one does.
  await otherPage.getByLabel("Email").fill(admin.email);
  await otherPage.getByLabel("Password").fill(admin.password);
  await otherPage.getByRole("button", { name: "Sign In" }).click();
  await expect(otherPage.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible({ timeout: 20_000 });
  await signInAs(otherPage, { email: admin.email, password: newPassword });
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);
  await elsewhere.close();
});
