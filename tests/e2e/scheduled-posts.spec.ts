/**
 * Scheduling a post from the editor: the admin types a time on their own clock; the posts table
 * says Scheduled with that time; the public blog does not show the post yet. With JavaScript the
 * browser's time zone is used (from the next admin page on); without it, times are in UTC and
 * the form says so. Either way the admin may read the time in another zone.
 */
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import { withE2eDb } from "../support/e2e-admin";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test.use({ timezoneId: "America/New_York" });

const CONTENT = "A paragraph of the post body that is comfortably longer than the minimum. ".repeat(
  3,
);

/** The editor of a new post, once it shows the admin's own zone (JavaScript may set it first). */
async function openNewPost(page: Page, label: string, ownZone: string) {
  await signInAsAdmin(page, label);
  await page.goto("/admin/blog/new");
  await expect(page.getByLabel("Time zone")).toHaveValue(ownZone);
  await expect(page.getByText(`Yours: ${ownZone}.`)).toBeVisible();
}

/** Fills a published post to go live at 2031-01-15 09:30 in the selected zone, and saves it. */
async function scheduleNewPost(page: Page, tag: string, timeZone?: string) {
  await page.getByLabel("Title").fill(`${tag} launch notes`);
  await page.getByLabel("Slug").fill(tag.toLowerCase());
  await page.getByLabel("Excerpt").fill("Notes that go out on launch day.");
  await page.getByLabel("Content (Markdown)").fill(CONTENT);
  await page.getByLabel("Category", { exact: true }).fill("Launches");
  await page.getByLabel("Published").check();
  await page.getByLabel("Publish at").fill("2031-01-15T09:30");
  if (timeZone) await page.getByLabel("Time zone").selectOption(timeZone);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

test("an admin schedules a post for a time on their own clock", async ({
  page,
  javaScriptEnabled,
}) => {
  // Signing in, saving and reloading the editor: several full server round trips.
  test.slow();
  const tag = uniqueTag("Sched");
  const slug = tag.toLowerCase();
  // Signing in lands on the dashboard, where the browser's zone is remembered (with JavaScript).
  const zone = javaScriptEnabled ? "America/New_York" : "UTC";
  await openNewPost(page, "schedule", zone);
  await scheduleNewPost(page, tag);

  await page.goto(`/admin/blog?search=${slug}`);
  const row = page.getByRole("row", { name: new RegExp(tag) });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByText(`Jan 15, 2031, 09:30 (${zone})`)).toBeVisible();

  // Stored as the moment the admin meant: 09:30 in New York in January is 14:30 UTC.
  const [post] = await withE2eDb((db) =>
    db.select().from(blogPosts).where(eq(blogPosts.slug, slug)),
  );
  expect(post!.publishAt!.toISOString()).toBe(
    javaScriptEnabled ? "2031-01-15T14:30:00.000Z" : "2031-01-15T09:30:00.000Z",
  );

  // Shown back in the same zone when edited.
  await row.getByRole("link", { name: `Edit ${tag} launch notes` }).click();
  await expect(page.getByLabel("Publish at")).toHaveValue("2031-01-15T09:30");

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
});

test("an admin schedules a post for a time in another zone", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = uniqueTag("Tokyo");
  const slug = tag.toLowerCase();
  await openNewPost(page, "schedulezone", javaScriptEnabled ? "America/New_York" : "UTC");
  await scheduleNewPost(page, tag, "Asia/Tokyo");

  // 09:30 in Tokyo (UTC+9) is 00:30 UTC, shown back on the admin's own clock.
  const [post] = await withE2eDb((db) =>
    db.select().from(blogPosts).where(eq(blogPosts.slug, slug)),
  );
  expect(post!.publishAt!.toISOString()).toBe("2031-01-15T00:30:00.000Z");
  await page.goto(`/admin/blog?search=${slug}`);
  const row = page.getByRole("row", { name: new RegExp(tag) });
  await expect(
    row.getByText(
      javaScriptEnabled ? "Jan 14, 2031, 19:30 (America/New_York)" : "Jan 15, 2031, 00:30 (UTC)",
    ),
  ).toBeVisible();
});
