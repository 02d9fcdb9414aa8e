import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";

// Sign-in hashes the password on purpose (scrypt); on a busy machine that alone can take seconds.
const SIGN_IN_TIMEOUT = { timeout: 20_000 };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a signed-out visitor is sent to sign in, then lands where they were going", async ({
  page,
}) => {
  const admin = await createE2eAdmin("redirect");
  await page.goto("/admin/dashboard?from=test");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard%3Ffrom%3Dtest$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard\?from=test$/, SIGN_IN_TIMEOUT);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    `Welcome back, ${admin.email}`,
  );
});

for (const hostile of ["/.//evil.example/x", "/%2e%2e//evil.example"]) {
  test(`signing in with the hostile redirectTo ${hostile} stays on the site`, async ({ page }) => {
    await page.route(
      (url) => url.hostname === "evil.example",
      (route) => route.abort(),
    );
    const admin = await createE2eAdmin("hostile-redirect");
    await page.goto(`/admin/login?${new URLSearchParams({ redirectTo: hostile })}`);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `Welcome back, ${admin.email}`,
      SIGN_IN_TIMEOUT,
    );
    const landed = new URL(page.url());
    expect(landed.hostname).toBe("localhost");
    expect(landed.pathname).toBe("/admin/dashboard");
  });
}

test("signing in opens the dashboard and logging out returns to the sign-in page", async ({
  page,
}) => {
  const admin = await createE2eAdmin("logout");
  await page.goto("/admin/login");
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);
  await expect(page.getByText(admin.email).first()).toBeVisible(SIGN_IN_TIMEOUT);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("a wrong password shows the server's message in an alert", async ({ page }) => {
  const admin = await createE2eAdmin("wrong");
  await page.goto("/admin/login");
  await signIn(page, admin.email, "Not-The-Password-1!");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password", SIGN_IN_TIMEOUT);
  await expect(page.getByLabel("Email")).toHaveValue(admin.email);
});

test("the sign-in page links to a password reset and back to the site", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/admin/forgot-password",
  );
  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an expired session sends the admin back to sign in", async ({ page }) => {
  const admin = await createE2eAdmin("expiry");
  await page.goto("/admin/login");
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);
  await withE2eDb((db) =>
    db.execute(
      sql`update admin_sessions set last_active_at = now() - interval '31 minutes' where user_id = (select id from users where email = ${admin.email})`,
    ),
  );
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});
