/** Shared steps of the admin portal end-to-end tests: a signed-in admin and posts of its own. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { formatLongDate } from "~/lib/dates";
import { blogPosts, contactSubmissions } from "~db/schema";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";

/** What `read` gives at `since` and now: a test that runs across midnight may meet either. */
export function eitherSideOf<T>(since: number, read: (at: number) => T) {
  return [...new Set([since, Date.now()].map(read))];
}

/** The "Last updated" line of a legal page published (or first shown) since `since`, today. */
export function lastUpdatedToday(since: number) {
  return new RegExp(`^Last updated: (?:${eitherSideOf(since, formatLongDate).join("|")})$`);
}

export function uniqueTag(label: string) {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signInAsAdmin(page: Page, label: string, path = "/admin/dashboard") {
  const admin = await createE2eAdmin(label);
  await signInAs(page, admin, path);
  return admin;
}

export async function signInAs(
  page: Page,
  admin: { email: string; password: string },
  path = "/admin/dashboard",
) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Signing in hashes the password (scrypt), which takes a moment on a busy machine.
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 });
}

/** `count` posts titled "<tag> post N", the newest last; every `publishedEvery`-th is published. */
export async function seedPosts(tag: string, count: number, { publishedEvery = 0 } = {}) {
  const now = Date.now();
  return withE2eDb((db) =>
    db
      .insert(blogPosts)
      .values(
        Array.from({ length: count }, (_, i) => {
          const published = publishedEvery > 0 && i % publishedEvery === 0;
          return {
            slug: `${tag.toLowerCase()}-post-${i}`,
            title: `${tag} post ${i}`,
            excerpt: "An excerpt for an end-to-end test post",
            content: "Body text of an end-to-end test post. ".repeat(5),
            category: "E2E",
            published,
            publishedDate: published ? new Date(now - (count - i) * 60_000) : null,
            createdAt: new Date(now - (count - i) * 60_000),
          };
        }),
      )
      .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title }),
  );
}

export async function seedSubmissions(tag: string, count: number) {
  const now = Date.now();
  return withE2eDb((db) =>
    db
      .insert(contactSubmissions)
      .values(
        Array.from({ length: count }, (_, i) => ({
          firstName: `Person${i}`,
          lastName: tag,
          email: `person${i}.${tag.toLowerCase()}@example.com`,
          company: `${tag} Company ${i}`,
          projectType: "llm-integration",
          message: `Message number ${i} from ${tag}: we would like an assistant for our support team.`,
          verificationStatus: i % 2 ? ("verified" as const) : ("unverified" as const),
          recaptchaScore: i % 2 ? 0.9 : null,
          createdAt: new Date(now - (count - i) * 60_000),
        })),
      )
      .returning({ id: contactSubmissions.id }),
  );
}

export function postRows(page: Page) {
  return page.getByRole("table", { name: "Blog posts" }).locator("tbody tr");
}

/** axe's serious and critical findings on the page as it stands (WCAG 2.1 A/AA and best practice). */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
