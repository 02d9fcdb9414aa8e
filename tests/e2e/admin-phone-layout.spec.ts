/**
 * Every admin screen on a phone (375 × 812), with JavaScript and without: the page never
 * scrolls sideways, and every link and button, down to the first post's Edit, is on screen.
 * The super admin's screens (team, audit log, privacy requests), the analytics (on days of their
 * own, with long paths and campaign names) and the invitation page too. On a laptop a table
 * wider than its box scrolls inside it, its actions column staying in view.
 */
import { expect, test, type Page } from "@playwright/test";
import { createApiKey } from "~/services/auth/api-keys.server";
import { inviteUser } from "~/services/team/invitations.server";
import { analyticsDaily } from "~db/schema";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";
import { seedPosts, seedSubmissions, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import { photo } from "./media-upload-helpers";

/** The page's scroll width, and each visible link or button (header, main content) not wholly on screen. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const actions = document.querySelectorAll<HTMLElement>(
      ":is(header, main) :is(a[href], button, summary)",
    );
    const offScreen = [...actions]
      .filter((action) => action.checkVisibility({ visibilityProperty: true }))
      .map((action) => ({ action, box: action.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > clientWidth)
      .map(({ action, box }) => {
        const name = action.getAttribute("aria-label") ?? action.textContent ?? "";
        return `${name.trim()} (x ${Math.round(box.left)} to ${Math.round(box.right)})`;
      });
    return { scrollWidth, clientWidth, offScreen };
  });
}

async function expectFitsThePhone(page: Page, path: string) {
  const { scrollWidth, clientWidth, offScreen } = await sidewaysOverflow(page);
  expect.soft(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect.soft(offScreen, `actions off screen on ${path}`).toEqual([]);
}

test.use({ viewport: { width: 375, height: 812 } });

test("every admin screen fits a phone: no sideways scrolling, every action on screen", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag("Phone");
  const [post] = await seedPosts(tag, 3, { publishedEvery: 2 });
  const [submission] = await seedSubmissions(tag, 1);
  const apiKeyName = `${tag} publisher`;
  const keyMaker = await createE2eAdmin("phone-keys");
  const meta = { ipAddress: "198.51.100.7", userAgent: "playwright", requestId: "phone-layout" };
  const invitation = await withE2eDb(async (db) => {
    await createApiKey(db, keyMaker, { name: apiKeyName, permissions: ["read"] }, meta);
    const email = `${tag.toLowerCase()}-invitee@example.com`;
    return inviteUser(db, keyMaker, { email, role: "admin" }, meta);
  });
  if (invitation.status !== "ok") throw new Error("the invitee already has an account");
  // Days no other test reads, with what makes a table widest: unbroken paths and names.
  const long = `${tag.toLowerCase()}-${"a-rather-long-unbroken-segment".repeat(4)}`;
  const analyticsRange = new URLSearchParams({ from: "2020-01-01", to: "2020-01-07" });
  await withE2eDb((db) =>
    db
      .insert(analyticsDaily)
      .values(
        [
          ["visits", ""],
          ["page", `/blog/${long}`],
          ["source", long],
          ["campaign", JSON.stringify([long, long, "email"])],
          ["search", long],
          ["not_found", `/${long}`],
        ].map(([metric, dimension]) => ({
          day: "2020-01-03",
          metric: metric!,
          dimension: dimension!,
          events: 123456,
          visitors: 98765,
        })),
      )
      .onConflictDoNothing(),
  );
  const privacyRequest = new URLSearchParams({
    email: `person0.${tag.toLowerCase()}@example.com`,
    erase: "confirm",
  });

  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expectFitsThePhone(page, "/admin/login");

  await signInAsAdmin(page, "phone", "/admin/media");
  await page.getByLabel("Image file").setInputFiles(photo);
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Image uploaded" })).toBeVisible();

  // Each screen with an action it must show, so that the check above covers a full screen.
  const screens: [path: string, action: { role: "link" | "button"; name: string | RegExp }][] = [
    ["/admin/dashboard", { role: "link", name: "New Post" }],
    [`/admin/blog?search=${tag}`, { role: "link", name: `Edit ${post!.title}` }],
    ["/admin/blog/new", { role: "button", name: "Create Post" }],
    [`/admin/blog/edit/${post!.id}`, { role: "button", name: "Save Changes" }],
    [`/admin/submissions?search=${tag}`, { role: "link", name: `Person0 ${tag}` }],
    [`/admin/submissions/${submission!.id}`, { role: "link", name: "Delete submission" }],
    ["/admin/media", { role: "link", name: /^Delete / }],
    ["/admin/settings", { role: "button", name: `Revoke API key ${apiKeyName}` }],
    ["/admin/team", { role: "button", name: `Suspend: ${keyMaker.email}` }],
    [`/admin/audit?actor=${keyMaker.email}`, { role: "link", name: "Export CSV" }],
    [`/admin/privacy-requests?${privacyRequest}`, { role: "button", name: "Erase data" }],
    [`/admin/analytics?${analyticsRange}`, { role: "link", name: "Download CSV of Campaigns" }],
    [
      `/admin/invitations/${invitation.token}`,
      { role: "button", name: "Create account and sign in" },
    ],
  ];
  for (const [path, action] of screens) {
    await page.goto(path);
    await expect(page.getByRole(action.role, { name: action.name }).first()).toBeVisible();
    await expectFitsThePhone(page, path);
  }
});

test("at laptop width a wide table keeps each row's actions in view as its box scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const colleague = await createE2eAdmin("laptop-colleague");
  await signInAsAdmin(page, "laptop", "/admin/team");
  const suspend = page.getByRole("button", { name: `Suspend: ${colleague.email}` });
  await expect(suspend).toBeVisible();
  // Clipped by the table's scrolling box means not clickable where it is drawn.
  const clipped = (action: typeof suspend) =>
    action.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const scroller = element.closest("table")!.parentElement!.getBoundingClientRect();
      return box.right > scroller.right || box.left < scroller.left;
    });
  expect(await clipped(suspend)).toBe(false);
});
