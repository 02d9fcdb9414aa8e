/**
 * The site in Chromium while its database is away, with JavaScript on and off: an enquiry is
 * confirmed and stored exactly once when Postgres returns; a post that cannot be saved stays
 * in the editor as typed, with a message, and saves once Postgres is back. The server of this
 * project reaches Postgres through a fault proxy (tests/support/serve-with-fault-proxy.ts);
 * the checks of what was stored go around it.
 */
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import type { FaultMode } from "../../scripts/lib/fault-proxy";
import { withE2eDb } from "../support/e2e-admin";
import { faultControlURL } from "../support/e2e-servers";
import { signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  storedEnquiries,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

async function setDatabaseFault(mode: FaultMode) {
  const response = await fetch(`${faultControlURL}/${mode}`, { method: "POST" });
  expect(response.ok).toBe(true);
}

test.afterEach(() => setDatabaseFault("up"));

/** Queued enquiries are retried with a growing delay (5 s, then 10 s...) once Postgres is back. */
const STORED_WITHIN_MS = 45_000;

async function typePost(page: Page, tag: string) {
  await page.getByLabel("Title").fill(`${tag} typed during an outage`);
  await page
    .getByLabel("Excerpt", { exact: true })
    .fill(`The excerpt of ${tag}, typed while Postgres was away.`);
  await page
    .getByLabel("Content (Markdown)")
    .fill(`## ${tag}\n\n${"Every word typed here must survive the outage. ".repeat(4)}`);
  await page.getByLabel("Category").fill("Outages");
}

async function expectPostKept(page: Page, tag: string) {
  await expect(
    page.getByRole("alert").filter({ hasText: "Your changes were not saved" }),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${tag} typed during an outage`);
  await expect(page.getByLabel("Excerpt", { exact: true })).toHaveValue(
    `The excerpt of ${tag}, typed while Postgres was away.`,
  );
  await expect(page.getByLabel("Content (Markdown)")).toHaveValue(
    new RegExp(`^## ${tag}\\n\\nEvery word typed here`),
  );
  await expect(page.getByLabel("Category")).toHaveValue("Outages");
}

const storedPosts = (tag: string) =>
  withE2eDb((db) =>
    db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.title, `${tag} typed during an outage`)),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an enquiry sent while Postgres is stopped is confirmed, and stored once it is back", async ({
      page,
    }) => {
      test.setTimeout(STORED_WITHIN_MS + 30_000);
      await actAsNewVisitor(page);
      const email = uniqueEmail(javaScriptEnabled ? "outage-js" : "outage-nojs");
      const form = await openContactPage(page);
      await fillContactForm(page, { ...validEnquiry, email });
      await form.waitLikeAPerson();
      await setDatabaseFault("cut");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");
      expect(await storedEnquiries(email)).toBe(0);

      await setDatabaseFault("up");
      await expect
        .poll(() => storedEnquiries(email), { timeout: STORED_WITHIN_MS, intervals: [1_000] })
        .toBe(1);
    });

    test("a new post that cannot be saved stays in the editor as typed, and saves once Postgres is back", async ({
      page,
    }) => {
      // Signing in hashes a password, and a save under the outage waits for its answer.
      test.setTimeout(120_000);
      const tag = uniqueTag(javaScriptEnabled ? "OutageJs" : "OutageNoJs");
      await signInAsAdmin(page, tag.toLowerCase(), "/admin/blog/new");
      await typePost(page, tag);
      await setDatabaseFault("cut");
      const refused = page.waitForResponse(
        (r) => r.url().includes("/admin/blog/new") && r.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Create Post" }).click();
      expect((await refused).status()).toBe(503);
      await expectPostKept(page, tag);
      expect(await storedPosts(tag)).toHaveLength(0);

      await setDatabaseFault("up");
      await page.getByRole("button", { name: "Create Post" }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      await expect(page.getByTestId("toast")).toContainText("Draft saved");
      expect(await storedPosts(tag)).toHaveLength(1);
    });
  });
}
