import { expect, test, type Page } from "@playwright/test";
import { createE2eAdmin } from "../support/e2e-admin";
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
