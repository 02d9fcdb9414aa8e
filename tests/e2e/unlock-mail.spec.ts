/**
 * The unlock mail, with JavaScript on and off: a stranger's wrong passwords lock their network
 * out of the account; its owner, elsewhere, opens the mailed link and is signed in there, while
 * the stranger's network stays locked out even with the right password.
 */
import { expect, test, type Page } from "@playwright/test";
import { mailedLinkPath } from "../support/e2e-account-links";
import { createE2eAdmin } from "../support/e2e-admin";
import { actAsNewVisitor } from "./contact-helpers";

const SIGN_IN_TIMEOUT = { timeout: 20_000 };
const LOCKED = /This account is locked/;

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toBeVisible(SIGN_IN_TIMEOUT);
}

test("the mailed unlock link signs the owner in where they open it", async ({ page }) => {
  // Six sign-ins, each hashing a password on purpose.
  test.slow();
  const admin = await createE2eAdmin("unlock", "admin");
  const stranger = await actAsNewVisitor(page);
  for (let n = 0; n < 5; n++) await signIn(page, admin.email, "Wrong-Guess-Password-1!");
  await expect(page.getByRole("alert")).toHaveText(LOCKED);

  await actAsNewVisitor(page);
  await page.goto(await mailedLinkPath(admin.email, "/admin/unlock"));
  await page.getByRole("button", { name: "Sign in on this device" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);
  await expect(page.getByText("Signed in on this device")).toBeVisible();

  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": stranger });
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("alert")).toHaveText(LOCKED);
});
