/** axe on every admin screen, on a phone and a desktop (axe is a script, so JavaScript only). */
import { expect, test } from "@playwright/test";
import { mailedLinkPath } from "../support/e2e-account-links";
import { createE2eAdmin } from "../support/e2e-admin";
import {
  seedPosts,
  seedSubmissions,
  seriousViolations,
  signInAsAdmin,
  uniqueTag,
} from "./admin-portal-helpers";

test("the sign-in screen has no serious or critical axe violations", async ({ page }) => {
  await page.goto("/admin/login");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the password reset screens have no serious or critical axe violations", async ({ page }) => {
  const admin = await createE2eAdmin("axe-reset", "admin");
  await page.goto("/admin/forgot-password");
  expect(await seriousViolations(page), "the form").toEqual([]);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  expect(await seriousViolations(page), "the answer").toEqual([]);
  await page.goto(await mailedLinkPath(admin.email, "/admin/reset-password"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  expect(await seriousViolations(page), "the new password").toEqual([]);
  await page.goto(`/admin/unlock?token=${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");
  expect(await seriousViolations(page), "a link that ended").toEqual([]);
});

for (const width of [375, 1280]) {
  test(`every admin screen at ${width} px has no serious or critical axe violations`, async ({
    page,
  }) => {
    test.slow();
    const tag = uniqueTag("Axe");
    const [post] = await seedPosts(tag, 2, { publishedEvery: 2 });
    const [submission] = await seedSubmissions(tag, 1);
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page, `axe${width}`);
    const screens = [
      "/admin/dashboard",
      `/admin/blog?search=${tag}&confirmDelete=${post!.id}`,
      "/admin/blog/new",
      `/admin/blog/edit/${post!.id}`,
      "/admin/submissions",
      `/admin/submissions/${submission!.id}`,
      "/admin/analytics",
      // A range it refused: the form again, with the reason beside the dates.
      "/admin/analytics?from=0001-01-01&to=0001-01-07",
      "/admin/media",
      "/admin/settings",
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

const sitePageScreens = [
  "/admin/pages",
  "/admin/pages/home",
  "/admin/pages/team",
  "/admin/pages/privacy",
  "/admin/pages/site",
  "/admin/pages/team/preview",
];

for (const width of [375, 1280]) {
  for (const path of sitePageScreens) {
    test(`${path} at ${width} px has no serious or critical axe violations`, async ({ page }) => {
      // The home page's form is long: axe takes its time over it.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, `axepages${width}`, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
