/**
 * The site's own pages edited in the portal, with JavaScript on and off: drafts stay private, the
 * preview shows them, publishing shows them to everyone, old versions come back, bad input is
 * refused beside its field. These publish what every visitor sees, so they run on their own
 * (the "site-wide" project) and put each page back as it was.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import type { SitePageName } from "~/schemas/site-pages";
import { sitePages } from "~db/schema";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";
import { signInAs, lastUpdatedToday, uniqueTag } from "./admin-portal-helpers";
import { photo } from "./media-upload-helpers";

type Admin = Awaited<ReturnType<typeof createE2eAdmin>>;

/** Publishes the code's own copy of each page again through the API (which retires cached copies). */
async function putBack(request: APIRequestContext, admin: Admin, names: SitePageName[]) {
  const login = await request.post("/api/v1/admin/auth/login", {
    data: { email: admin.email, password: admin.password },
  });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const { csrfToken } = (await (
    await request.get("/api/v1/admin/auth/csrf", { headers: auth })
  ).json()) as { csrfToken: string };
  for (const name of names) {
    const { page } = (await (
      await request.get(`/api/v1/admin/pages/${name}`, { headers: auth })
    ).json()) as { page: { version: number } };
    const answer = await request.put(`/api/v1/admin/pages/${name}`, {
      headers: { ...auth, "X-CSRF-Token": csrfToken },
      data: { content: defaultSitePage(name), version: page.version, publish: true },
    });
    expect(answer.status(), `put back ${name}`).toBe(200);
  }
}

async function openEditor(page: Page, name: SitePageName, title: string) {
  await page.goto(`/admin/pages/${name}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit page: ${title}` })).toBeVisible();
}

async function press(page: Page, button: string, until: RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(until);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });
    let admin: Admin;

    test.beforeEach(async ({ page }) => {
      admin = await createE2eAdmin(`pages${javaScriptEnabled ? "js" : "nojs"}`);
      await signInAs(page, admin, "/admin/pages");
    });

    test("a hero title saved as a draft stays private, shows in the preview, then goes live", async ({
      page,
      request,
    }) => {
      test.slow();
      const title = uniqueTag("Hero");
      await expect(page.getByRole("row", { name: /Home page/ })).toContainText("Published");
      await openEditor(page, "home", "Home page");
      await page
        .getByRole("group", { name: "Hero" })
        .getByLabel("Title", { exact: true })
        .fill(title);
      await press(page, "Save draft", /\/admin\/pages$/);
      await expect(page.getByRole("row", { name: /Home page/ })).toContainText("Draft changes");

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText(title);

      await page.goto("/admin/pages/home/preview");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.getByRole("region", { name: "Preview" })).toContainText(
        "Preview of the saved draft of Home page",
      );

      await openEditor(page, "home", "Home page");
      await press(page, "Publish", /\/admin\/pages$/);
      await expect(page.getByRole("row", { name: /Home page/ })).toContainText(`by ${admin.email}`);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await putBack(request, admin, ["home"]);
    });

    test("a new team member with a photo appears on /team", async ({ page, request }) => {
      test.slow();
      const name = uniqueTag("Member");
      await openEditor(page, "team", "Team");
      const members = page.getByRole("group", { name: "Members" });
      const before = await members.getByTestId("content.members-item").count();
      await members.getByRole("button", { name: "Add another member" }).click();
      const added = members.getByTestId("content.members-item").nth(before);
      await expect(added).toBeVisible();
      await added.getByLabel("Name", { exact: true }).fill(name);
      await added.getByLabel("Role", { exact: true }).fill("Quality Engineer");
      await added.getByLabel("Bio", { exact: true }).fill("Checks every release before it ships.");
      await added.getByLabel("Or upload an image").setInputFiles(photo);
      await added.getByRole("button", { name: "Upload image" }).click();
      // Stored, and chosen in the photo field: in place with JavaScript, by the server without.
      await expect(
        members
          .getByTestId("content.members-item")
          .nth(before)
          .getByLabel("Photo", { exact: true }),
      ).toHaveValue(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);
      await press(page, "Publish", /\/admin\/pages$/);

      await page.goto("/team");
      const card = page.getByTestId("agent-card").filter({ hasText: name });
      await expect(card).toContainText("Quality Engineer");
      await expect(card.locator('img[src^="/media/"]')).toBeVisible();
      await putBack(request, admin, ["team"]);
    });

    test("the lists' buttons add, move and remove items before anything is saved", async ({
      page,
    }) => {
      await openEditor(page, "home", "Home page");
      const figures = page.getByRole("group", { name: "Figures" }).first();
      const items = figures.getByTestId("content.figures-item");
      const count = await items.count();
      const first = await items.nth(0).getByLabel("Label").inputValue();
      const second = await items.nth(1).getByLabel("Label").inputValue();

      await figures.getByRole("button", { name: `Move Figure 2 up` }).click();
      await expect(items.nth(0).getByLabel("Label")).toHaveValue(second);
      await expect(items.nth(1).getByLabel("Label")).toHaveValue(first);

      await figures.getByRole("button", { name: "Add another figure" }).click();
      await expect(items).toHaveCount(count + 1);
      await figures.getByRole("button", { name: `Remove Figure ${count + 1}` }).click();
      await figures.getByRole("button", { name: "Remove Figure 1" }).click();
      await expect(items).toHaveCount(count - 1);
      await expect(items.nth(0).getByLabel("Label")).toHaveValue(first);

      // Nothing was saved: the page opens as it was.
      await openEditor(page, "home", "Home page");
      await expect(items).toHaveCount(count);
    });

    test("bad input is refused beside its field, with what was typed kept", async ({ page }) => {
      await openEditor(page, "home", "Home page");
      const hero = page.getByRole("group", { name: "Hero" });
      await hero.getByLabel("Title", { exact: true }).fill("   ");
      await hero.getByLabel("Eyebrow").fill("E".repeat(81));
      const primary = page.getByRole("group", { name: "Primary call to action" });
      await primary.getByLabel("Link").fill("https://elsewhere.example/offer");
      await hero.getByLabel("Subtitle").fill("Kept as typed.");
      await page.getByRole("button", { name: "Publish", exact: true }).click();

      await expect(hero.getByText("This field is required.")).toBeVisible();
      await expect(hero.getByText("Keep this to 80 characters or fewer.")).toBeVisible();
      await expect(
        primary.getByText("Link to a page of this site: a path starting with /"),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/pages\/home$/);
      await expect(hero.getByLabel("Subtitle")).toHaveValue("Kept as typed.");
      await expect(primary.getByLabel("Link")).toHaveValue("https://elsewhere.example/offer");
    });

    test("a save made from an older version is refused and keeps the text", async ({
      page,
      browser,
    }) => {
      await openEditor(page, "resources", "Resources");
      const other = await browser.newPage({ javaScriptEnabled });
      await signInAs(other, admin, "/admin/pages/resources");
      await other.getByLabel("Search box placeholder").fill("Someone else's words");
      await press(other, "Save draft", /\/admin\/pages$/);
      await other.close();

      await page.getByLabel("Search box placeholder").fill("My words");
      await page.getByRole("button", { name: "Save draft", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText(
        "Someone else saved this page after you opened it.",
      );
      await expect(page.getByLabel("Search box placeholder")).toHaveValue("My words");
      await openEditor(page, "resources", "Resources");
      await expect(page.getByLabel("Search box placeholder")).toHaveValue("Someone else's words");
      await page
        .getByLabel("Search box placeholder")
        .fill(defaultSitePage("resources").heading.searchPlaceholder);
      await press(page, "Save draft", /\/admin\/pages$/);
    });

    test("a privacy policy published again shows its text, a new date, and an old version back", async ({
      page,
      request,
    }) => {
      test.slow();
      const since = Date.now();
      // The policy as if last published long ago, so its new date shows.
      await withE2eDb((db) =>
        db
          .update(sitePages)
          .set({ publishedAt: sql`'2025-03-01T09:00:00Z'::timestamptz` })
          .where(eq(sitePages.name, "privacy")),
      );
      const first = uniqueTag("First");
      const second = uniqueTag("Second");
      for (const text of [first, second]) {
        await openEditor(page, "privacy", "Privacy Policy");
        await page
          .getByLabel("Text (Markdown)")
          .fill(`## Our promise\n\n${text} is what we do with your data.`);
        await press(page, "Publish", /\/admin\/pages$/);
      }
      await page.goto("/privacy");
      await expect(page.getByTestId("legal-section")).toContainText(`${second} is what we do`);
      await expect(page.getByTestId("last-updated")).toHaveText(lastUpdatedToday(since));

      await openEditor(page, "privacy", "Privacy Policy");
      // Newest first: the second is the live one, the first is the one before.
      await page
        .getByRole("link", { name: /View and restore/ })
        .nth(1)
        .click();
      await expect(page.getByTestId("legal-section")).toContainText(`${first} is what we do`);
      await page.getByRole("button", { name: "Restore as draft" }).click();
      await expect(page).toHaveURL(/\/admin\/pages\/privacy$/);
      await expect(page.getByLabel("Text (Markdown)")).toHaveValue(new RegExp(first));
      await press(page, "Publish", /\/admin\/pages$/);
      await page.goto("/privacy");
      await expect(page.getByTestId("legal-section")).toContainText(`${first} is what we do`);
      await putBack(request, admin, ["privacy"]);
    });

    test("an admin who is not a super admin may not open the legal pages' forms", async ({
      page,
    }) => {
      const editor = await createE2eAdmin("pagesadmin", "admin");
      await page.context().clearCookies();
      await signInAs(page, editor, "/admin/pages");
      await expect(page.getByRole("row", { name: /Privacy Policy/ })).toContainText(
        "Super admins edit this page",
      );
      await expect(page.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveCount(0);
      await page.goto("/admin/pages/privacy");
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await page.goto("/admin/pages/team");
      await expect(page.getByRole("heading", { level: 1, name: "Edit page: Team" })).toBeVisible();
    });
  });
}
