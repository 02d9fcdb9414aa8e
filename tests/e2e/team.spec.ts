/**
 * The team screen with JavaScript on and off: an invited admin joins, edits posts and is kept
 * out of the team screen; a suspended admin's open session and API token stop working.
 */
import { expect, test, type Browser } from "@playwright/test";
import { createE2eAdmin } from "../support/e2e-admin";
import { seedPosts, signInAs, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

const NEW_PASSWORD = "Joiner-Password-42!";

/** A second browser with the same JavaScript setting as this test's project. */
function secondBrowser(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ javaScriptEnabled });
}

test("an invited admin joins, can edit posts, and sees Access Denied on the team screen", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = uniqueTag("Joiner");
  const email = `${tag.toLowerCase()}@example.com`;
  const [post] = await seedPosts(tag, 1);
  await signInAsAdmin(page, "team-owner", "/admin/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = page.getByLabel("Invitation link");
  await expect(link).toHaveValue(/\/admin\/invitations\//);
  const inviteUrl = await link.inputValue();
  await page.goto("/admin/team");
  await expect(page.getByText(email)).toBeVisible();

  const joiner = await secondBrowser(browser, javaScriptEnabled);
  const joinerPage = await joiner.newPage();
  await joinerPage.goto(inviteUrl);
  await expect(joinerPage.getByText(email)).toBeVisible();
  await joinerPage.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await joinerPage.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await joinerPage.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(joinerPage).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await expect(joinerPage.getByRole("navigation", { name: "Admin" })).not.toContainText("Team");

  await joinerPage.goto(`/admin/blog/edit/${post!.id}`);
  await joinerPage.getByLabel("Title").fill(`${tag} edited by the joiner`);
  await joinerPage.getByRole("button", { name: "Save Changes" }).click();
  await expect(joinerPage.getByTestId("toast").filter({ hasText: "Post updated" })).toBeVisible();

  await joinerPage.goto("/admin/team");
  await expect(
    joinerPage.getByRole("main").getByRole("heading", { name: "Access Denied" }),
  ).toBeVisible();
  await expect(joinerPage.getByText("Super admin privileges required")).toBeVisible();

  // The link worked once.
  await joinerPage.goto(inviteUrl);
  await expect(joinerPage.getByText("This invitation has already been used")).toBeVisible();
  await joiner.close();

  // The new admin can also sign in with the password they chose.
  const again = await secondBrowser(browser, javaScriptEnabled);
  await signInAs(await again.newPage(), { email, password: NEW_PASSWORD });
  await again.close();
});

test("suspending an admin ends their open session and API token at once", async ({
  page,
  browser,
  javaScriptEnabled,
  request,
}) => {
  test.slow();
  const target = await createE2eAdmin("suspended", "admin");
  const targetContext = await secondBrowser(browser, javaScriptEnabled);
  const targetPage = await targetContext.newPage();
  await signInAs(targetPage, target);
  const login = await request.post("/api/v1/admin/auth/login", {
    data: { email: target.email, password: target.password },
  });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
  expect((await request.get("/api/v1/admin/auth/me", { headers: bearer })).status()).toBe(200);

  await signInAsAdmin(page, "team-suspender", "/admin/team");
  await page.getByRole("button", { name: `Suspend: ${target.email}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "User suspended" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Reactivate: ${target.email}` })).toBeVisible();

  await targetPage.goto("/admin/blog");
  await expect(targetPage).toHaveURL(/\/admin\/login/);
  expect((await request.get("/api/v1/admin/auth/me", { headers: bearer })).status()).toBe(401);
  await targetContext.close();
});
