/**
 * Where a lead came from, end to end, with JavaScript on and off: a visitor lands from a
 * campaign link, makes a cookie choice in the banner, reads a post and sends an enquiry; the
 * admin then sees (or, without analytics consent, does not see) that campaign on the enquiry.
 * With JavaScript the browser's own beacons are stored too, which they are only when the
 * consent cookie goes with them, and the Analytics screen shows the campaign's row.
 */
import { expect, test, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "~db/schema";
import { decodeConsentCookie } from "../support/consent";
import { withE2eDb } from "../support/e2e-admin";
import { seedPosts, seriousViolations, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((each) => each.name === name) ?? null;
}

/** Lands from a campaign link and answers the banner; returns the campaign's names. */
async function landFromCampaign(
  page: Page,
  choice: "Accept All" | "Reject All",
  javaScriptEnabled: boolean,
) {
  const tag = uniqueTag("Lead").toLowerCase();
  const campaign = { source: `news-${tag}`, medium: "email", campaign: `launch-${tag}` };
  await page.goto(
    `/?utm_source=${campaign.source}&utm_medium=email&utm_campaign=${campaign.campaign}`,
  );
  // With JavaScript the banner answers in place once the page is running.
  if (javaScriptEnabled) await page.waitForFunction(() => window.cookieConsent !== undefined);
  await banner(page).getByRole("button", { name: choice }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const consent = await cookie(page, "cookie_consent");
      return consent ? decodeConsentCookie(consent.value).analytics : null;
    })
    .toBe(choice === "Accept All");
  return { tag, ...campaign };
}

/** Opens a published post and scrolls to its end, as a reader would. */
async function readPost(page: Page, tag: string) {
  const [post] = await seedPosts(`Read${tag}`, 1, { publishedEvery: 1 });
  await page.goto(`/blog/${post!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post!.title })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return `/blog/${post!.slug}`;
}

async function sendEnquiry(page: Page, email: string) {
  const form = await openContactPage(page);
  await fillContactForm(page, { ...validEnquiry, email });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");
}

/** The events stored for the visitor whose page view came from this campaign. */
function eventsOfCampaignVisitor(campaign: string) {
  return withE2eDb((db) =>
    db
      .select({
        kind: analyticsEvents.kind,
        path: analyticsEvents.path,
        data: analyticsEvents.data,
      })
      .from(analyticsEvents)
      .where(
        sql`${analyticsEvents.visitor} in (select ${analyticsEvents.visitor} from ${analyticsEvents} where ${analyticsEvents.data}->>'campaign' = ${campaign})`,
      )
      .orderBy(analyticsEvents.id),
  );
}

/** The inbox row of one enquiry, found by its sender's address. */
async function inboxRow(page: Page, email: string) {
  await page.goto(`/admin/submissions?search=${encodeURIComponent(email)}`);
  const rows = page.getByRole("table", { name: "Submissions" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test("a consenting visitor's campaign goes with their enquiry, and the admin sees it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const visit = await landFromCampaign(page, "Accept All", javaScriptEnabled);
  // The landing page starts the visit: without JavaScript in the consent form's answer, with
  // it in the answer to the page view the browser reports (sent a moment after consent, so a
  // page opened before that answer would be the visit's first).
  await expect.poll(() => cookie(page, "visit_source")).not.toBeNull();
  const postPath = await readPost(page, visit.tag);

  if (javaScriptEnabled) {
    // The beacons are stored only because the consent cookie goes with them.
    await expect
      .poll(async () =>
        (await eventsOfCampaignVisitor(visit.campaign)).map(({ kind, path, data }) =>
          kind === "scroll_depth" ? `${kind} ${path} ${String(data.depth)}` : `${kind} ${path}`,
        ),
      )
      .toEqual(
        expect.arrayContaining([
          "page_view /",
          `page_view ${postPath}`,
          `scroll_depth ${postPath} 100`,
        ]),
      );
    const [landing] = (await eventsOfCampaignVisitor(visit.campaign)).filter(
      (event) => event.kind === "page_view" && event.path === "/",
    );
    expect(landing!.data).toMatchObject({
      source: visit.source,
      medium: "email",
      campaign: visit.campaign,
    });
  }

  const email = uniqueEmail(visit.tag);
  await sendEnquiry(page, email);

  await signInAsAdmin(page, "attribution", "/admin/submissions");
  const row = await inboxRow(page, email);
  await expect(row).toContainText(`${visit.source} / email`);
  await expect(row).toContainText(visit.campaign);

  // The inbox's Source filter finds the enquiry by its campaign's source.
  await page.getByRole("combobox", { name: "Source" }).selectOption(visit.source);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`source=${visit.source}`));
  const filtered = page.getByRole("table", { name: "Submissions" }).locator("tbody tr");
  await expect(filtered).toHaveCount(1);
  await expect(page.getByText(`1 enquiry from ${visit.source}`)).toBeVisible();

  await filtered.first().getByRole("link").first().click();
  const source = page.getByTestId("lead-attribution");
  await expect(source.getByRole("region", { name: "First touch" })).toContainText(
    `${visit.source} / email`,
  );
  await expect(source.getByRole("region", { name: "First touch" })).toContainText(visit.campaign);

  if (javaScriptEnabled) {
    await page.goto("/admin/analytics?days=7");
    const campaigns = page.getByRole("region", { name: "Campaigns" });
    const campaignRow = campaigns.getByRole("row").filter({ hasText: visit.campaign });
    await expect(campaignRow).toContainText(`${visit.source} / email`);
    // Visitors, enquiries, conversion.
    await expect(campaignRow.getByRole("cell")).toHaveText([
      visit.campaign,
      `${visit.source} / email`,
      "1",
      "1",
      "100.0 %",
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("without analytics consent nothing is stored and the enquiry has no source", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const visit = await landFromCampaign(page, "Reject All", javaScriptEnabled);
  await readPost(page, visit.tag);
  const email = uniqueEmail(visit.tag);
  await sendEnquiry(page, email);
  expect(await cookie(page, "visit_source")).toBeNull();

  await signInAsAdmin(page, "unattributed", "/admin/submissions");
  const row = await inboxRow(page, email);
  await expect(row).toContainText("Not known");
  await expect(row).not.toContainText(visit.source);
  await row.getByRole("link").first().click();
  await expect(page.getByTestId("lead-attribution")).toContainText(
    "Not known: the sender had not allowed analytics cookies.",
  );
  // Whatever the browser did meanwhile, no event of this visit was kept.
  expect(
    await withE2eDb((db) =>
      db
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(eq(sql`${analyticsEvents.data}->>'campaign'`, visit.campaign)),
    ),
  ).toEqual([]);
});
