/** Shared steps for the contact form end-to-end tests. */
import { expect, type Page } from "@playwright/test";
import { and, count, eq } from "drizzle-orm";
import { contactSubmissions, type VerificationStatus } from "~db/schema";
import { connect } from "../../scripts/lib/database";

/** The server refuses forms sent faster than this after the page was rendered. */
const MIN_FILL_TIME_MS = 3000;

/**
 * Each test is its own visitor: the rate limit counts per client address, which the Worker
 * reads from CF-Connecting-IP (set by Cloudflare in production, passed through by wrangler dev).
 */
export async function actAsNewVisitor(page: Page) {
  const id = crypto.randomUUID().replace(/-/g, "");
  const address = `2001:db8:${id.slice(0, 4)}:${id.slice(4, 8)}:${id.slice(8, 12)}:${id.slice(12, 16)}::1`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  return address;
}

export function uniqueEmail(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export async function openContactPage(page: Page) {
  await page.goto("/contact");
  // The form's stamp was issued while the page loaded: by now at the latest.
  const openedAt = Date.now();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  return {
    /** Waits until a person could have filled the form in. */
    async waitLikeAPerson() {
      const wait = MIN_FILL_TIME_MS + 300 - (Date.now() - openedAt);
      if (wait > 0) await page.waitForTimeout(wait);
    },
  };
}

export async function fillContactForm(
  page: Page,
  values: {
    firstName?: string;
    lastName?: string;
    email?: string;
    company?: string;
    projectType?: string;
    message?: string;
  },
) {
  const form = page.locator("#contact-form");
  if (values.firstName !== undefined) await form.getByLabel("First name").fill(values.firstName);
  if (values.lastName !== undefined) await form.getByLabel("Last name").fill(values.lastName);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.company !== undefined)
    await form.getByLabel("Company (optional)").fill(values.company);
  if (values.projectType !== undefined)
    await form.getByLabel("Project type (optional)").selectOption({ label: values.projectType });
  if (values.message !== undefined) await form.getByLabel("Project details").fill(values.message);
}

export const validEnquiry = {
  firstName: "Grace",
  lastName: "Hopper",
  company: "Compilers Inc",
  projectType: "AI Process Automation",
  message: "We would like to automate the triage of our support tickets.",
};

/** How many enquiries the database holds from this address (checked directly, as the team would). */
export async function storedEnquiries(email: string, verification?: VerificationStatus) {
  const { db, close } = connect(process.env.DATABASE_URL!, process.env.DATABASE_WS_PROXY!);
  try {
    const [row] = await db
      .select({ total: count() })
      .from(contactSubmissions)
      .where(
        and(
          eq(contactSubmissions.email, email),
          verification ? eq(contactSubmissions.verificationStatus, verification) : undefined,
        ),
      );
    return row!.total;
  } finally {
    await close();
  }
}
