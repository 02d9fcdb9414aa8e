/** An admin works a lead: filters the inbox by status, moves an enquiry along with a note, sees it counted. */
import { expect, test } from "@playwright/test";
import { seedSubmissions, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("an admin qualifies a new lead with a note", async ({ page }) => {
  test.slow();
  const tag = uniqueTag("Lead");
  await seedSubmissions(tag, 2);
  await signInAsAdmin(page, "leads", `/admin/submissions?search=${tag}`);

  const rows = page.getByRole("table", { name: "Submissions" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText("New", { exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Qualified" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=qualified/);
  await expect(page.getByText("No submissions found")).toBeVisible();

  await page.goto(`/admin/submissions?search=${tag}`);
  await rows.first().getByRole("link").click();
  const lead = page.getByRole("region", { name: "Lead" });
  await expect(lead.getByText("No notes yet.")).toBeVisible();
  await lead.getByLabel("Status").selectOption({ label: "Qualified" });
  await lead.getByLabel("Add a note").fill(`Budget confirmed for ${tag}.`);
  await lead.getByRole("button", { name: "Save" }).click();

  await expect(page.getByText("Lead updated, note added")).toBeVisible();
  await expect(lead.getByText("Qualified", { exact: true }).first()).toBeVisible();
  await expect(lead.getByText(`Budget confirmed for ${tag}.`)).toBeVisible();
  await expect(lead.getByLabel("Add a note")).toHaveValue("");

  await page.goto(`/admin/submissions?search=${tag}&status=qualified`);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("1 enquiry marked Qualified")).toBeVisible();

  await page.goto("/admin/dashboard");
  const qualified = page.getByTestId("leads-qualified");
  await expect(qualified).toBeVisible();
  await qualified.click();
  await expect(page).toHaveURL(/\/admin\/submissions\?status=qualified$/);
});
