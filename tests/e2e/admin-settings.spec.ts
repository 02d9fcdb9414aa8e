/** Settings with JavaScript on and off: the password change and two-factor authentication. */
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { signInAs, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("a password change checks the current one and the policy, then signs out the other sessions", async ({
  page,
  browser,
}) => {
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
  await expect(
    otherPage.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible({ timeout: 20_000 });
  await signInAs(otherPage, { email: admin.email, password: newPassword });
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);
  await elsewhere.close();
});

test("two-factor authentication: turned on with an app's code, moved to a new authenticator only with the password and a current code, signed in with a backup code, turned off", async ({
  page,
}) => {
  test.slow();
  const admin = await signInAsAdmin(page, "twofactor", "/admin/settings");
  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await section.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(
    section.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  const secret = Secret.fromBase32((await section.locator("code").innerText()).trim());

  // What an authenticator app shows now (and a code it could not show, to see the refusal).
  const codesNow = [-1, 0, 1].map((step) =>
    TOTP.generate({ secret, timestamp: Date.now() + step * 30_000 }),
  );
  const wrongCode = ["123456", "654321", "111111", "999999"].find(
    (code) => !codesNow.includes(code),
  )!;
  await section.getByLabel("Authentication code").fill(wrongCode);
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByText("Invalid verification code")).toBeVisible();
  await section.getByLabel("Authentication code").fill(TOTP.generate({ secret }));
  await section.getByRole("button", { name: "Turn on" }).click();

  const backupList = section.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(backupList).toHaveCount(10);
  const backupCodes = (await backupList.allInnerTexts()).map((code) => code.trim());
  await expect(section.getByText("Backup codes left: 10")).toBeVisible();

  // Moving to a new authenticator needs the password and a code from the current one.
  const reenrol = section.getByRole("form", { name: "Move to a new authenticator" });
  await reenrol.getByLabel("Current password").fill("Not-The-Password-1!");
  await reenrol.getByLabel(/^Code from your current authenticator/).fill(backupCodes[0]!);
  await reenrol.getByRole("button", { name: "Set up a new authenticator" }).click();
  await expect(reenrol.getByText("Current password is incorrect")).toBeVisible();
  await reenrol.getByLabel("Current password").fill(admin.password);
  await reenrol.getByLabel(/^Code from your current authenticator/).fill(backupCodes[0]!);
  await reenrol.getByRole("button", { name: "Set up a new authenticator" }).click();
  await expect(section.getByText("Your current authenticator keeps working")).toBeVisible();
  const next = Secret.fromBase32((await section.locator("code").innerText()).trim());
  expect(next.base32).not.toBe(secret.base32);
  await section.getByLabel("Authentication code").fill(TOTP.generate({ secret: next }));
  await section.getByRole("button", { name: "Switch to the new authenticator" }).click();
  await expect(backupList).toHaveCount(10);
  const newBackupCode = (await backupList.first().innerText()).trim();
  expect(backupCodes).not.toContain(newBackupCode);
  await expect(section.getByText("Backup codes left: 10")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel("Authentication code").fill(newBackupCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });

  await page.goto("/admin/settings");
  await expect(section.getByText("Backup codes left: 9")).toBeVisible();
  const turnOff = section.getByRole("form", { name: "Turn off two-factor authentication" });
  await turnOff.getByLabel("Current password").fill(admin.password);
  await turnOff.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Two-factor authentication turned off" }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    section.getByRole("button", { name: "Set up two-factor authentication" }),
  ).toBeVisible();
});
