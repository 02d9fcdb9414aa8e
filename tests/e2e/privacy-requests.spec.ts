import { expect, test, type Page } from "@playwright/test";
import { inviteUser } from "~/services/team/invitations.server";
import { analyticsDaily } from "~db/schema";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";
import { seedSubmissions, signInAs, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

async function submissionsApi(
  page: Page,
  admin: { email: string; password: string },
  search: string,
) {
  const login = await page.request.post("/api/v1/admin/auth/login", {
    data: { email: admin.email, password: admin.password },
  });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const response = await page.request.get(
    `/api/v1/admin/contact-submissions?${new URLSearchParams({ search })}`,
    { headers: { Authorization: `Bearer ${tokens.accessToken}` } },
  );
  return ((await response.json()) as { submissions: { email: string }[] }).submissions;
}

test("an erasure removes the person from the inbox, the CSV and the API, and is audited", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag("Privacy");
  await seedSubmissions(tag, 3);
  const erased = `person1.${tag.toLowerCase()}@example.com`;
  const admin = await signInAsAdmin(page, "privacy", "/admin/privacy-requests");

  // Matched in any case.
  await page.getByLabel("Email address").fill(erased.toUpperCase());
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();
  await expect(page.getByText(`Message number 1 from ${tag}`)).toBeVisible();

  await page.getByRole("link", { name: "Erase", exact: true }).click();
  const confirmation = page.getByRole("alertdialog");
  await confirmation.getByLabel("I confirm the erasure of this person's data").check();
  await confirmation.getByRole("button", { name: "Erase data" }).click();
  await expect(page).toHaveURL(/\/admin\/privacy-requests$/);
  await expect(page.getByTestId("toast").filter({ hasText: "Personal data erased" })).toBeVisible();

  await page.goto(`/admin/submissions?search=${tag}`);
  const rows = page.getByRole("table", { name: "Submissions" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(erased)).toHaveCount(0);
  const csv = await (await page.request.get(`/admin/submissions.csv?search=${tag}`)).text();
  expect(csv.trim().split("\r\n")).toHaveLength(3);
  expect(csv).not.toContain(erased);
  const api = await submissionsApi(page, admin, tag);
  expect(api.map((s) => s.email).sort()).toEqual([
    `person0.${tag.toLowerCase()}@example.com`,
    `person2.${tag.toLowerCase()}@example.com`,
  ]);

  // The audit log shows the erasure under the filter, without the address.
  await page.goto("/admin/audit");
  await page.getByLabel("Actor").fill(admin.email);
  await page.getByLabel("Action").selectOption("data_subject.erased");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=data_subject\.erased/);
  const entries = page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("data_subject.erased");
  await expect(entries.first()).toContainText(/data_subject:[0-9a-f]{64}/);
  await expect(page.getByText(erased)).toHaveCount(0);
});

test("an address only invited and searched for is found, and its erasure revokes the invitation", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag("Invited");
  const email = `${tag.toLowerCase()}@example.com`;
  const inviter = await createE2eAdmin("privacy-inviter");
  const meta = { ipAddress: "198.51.100.7", userAgent: "playwright", requestId: "privacy" };
  const invitation = await withE2eDb(async (db) => {
    // Someone searched the site for the address on a day no other test reads.
    await db
      .insert(analyticsDaily)
      .values({ day: "2020-02-03", metric: "search", dimension: email, events: 1, visitors: 1 });
    return inviteUser(db, inviter, { email, role: "admin" }, meta);
  });
  if (invitation.status !== "ok") throw new Error("the invitee already has an account");
  await signInAsAdmin(page, "privacy-invitations", "/admin/team");
  await expect(page.getByText(email)).toBeVisible();

  await page.goto("/admin/privacy-requests");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("heading", { name: "Invitations (1)" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Invitations" })).toContainText("pending");
  await expect(page.getByText("0 events and 1 daily total hold it")).toBeVisible();

  await page.getByRole("link", { name: "Erase", exact: true }).click();
  const confirmation = page.getByRole("alertdialog");
  await confirmation.getByLabel("I confirm the erasure of this person's data").check();
  await confirmation.getByRole("button", { name: "Erase data" }).click();
  // The invitation, the audit entry that named the invitee, and the search.
  await expect(
    page.getByTestId("toast").filter({
      hasText:
        "0 enquiries, 0 newsletter subscriptions, 0 consent records, 1 invitation, 1 mention in the audit log, 1 analytics daily total",
    }),
  ).toBeVisible();

  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
  await expect(page.getByText(email)).toHaveCount(0);
  await page.goto(`/admin/invitations/${invitation.token}`);
  await expect(page.getByText("This invitation was revoked")).toBeVisible();
});

test("the audit log filters by action and date, and an admin sees Access Denied", async ({
  page,
}) => {
  test.slow();
  const superAdmin = await signInAsAdmin(page, "auditor", "/admin/audit");
  await page.getByLabel("Actor").fill(superAdmin.email);
  await page.getByLabel("Action").selectOption("auth.login.success");
  await page.getByRole("button", { name: "Filter" }).click();
  // While the filtered list loads, the table's one row says so: wait for the address and the entry.
  await expect(page).toHaveURL(/action=auth\.login\.success/);
  const entries = page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("auth.login.success");
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-01-02");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/to=2020-01-02/);
  await expect(page.getByText("No entries found")).toBeVisible();

  await page.context().clearCookies();
  const admin = await createE2eAdmin("not-super", "admin");
  await signInAs(page, admin, "/admin/audit");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Super admin privileges required")).toBeVisible();
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
});
