/**
 * With JavaScript, the privacy request forms check in the browser with the server's own schema:
 * a malformed address or an unticked confirmation is answered at once, and nothing is sent.
 */
import { expect, test } from "@playwright/test";
import { seedSubmissions, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("the look-up and the erasure say what is missing before anything is sent", async ({
  page,
}) => {
  const tag = uniqueTag("PrivacyForms");
  await seedSubmissions(tag, 1);
  const email = `person0.${tag.toLowerCase()}@example.com`;
  await signInAsAdmin(page, "privacy-forms", "/admin/privacy-requests");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin/privacy-requests"))
      sent.push(request.url());
  });

  // The browser's own checks give way to the form's once it is hydrated.
  await expect(page.getByRole("search")).toHaveAttribute("novalidate", "");
  const address = page.getByLabel("Email address");
  await address.fill("nope");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Enter the person's email address")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  await address.fill(email);
  await expect(page.getByText("Enter the person's email address")).toHaveCount(0);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();
  await page.getByRole("link", { name: "Erase", exact: true }).click();
  const confirmation = page.getByRole("alertdialog");
  await expect(confirmation).toBeVisible();

  sent.length = 0;
  await confirmation.getByRole("button", { name: "Erase data" }).click();
  await expect(confirmation.getByText("Tick the box to confirm the erasure")).toBeVisible();
  expect(sent).toEqual([]);
  await confirmation.getByLabel("I confirm the erasure of this person's data").check();
  await expect(confirmation.getByText("Tick the box to confirm the erasure")).toHaveCount(0);
  await confirmation.getByRole("button", { name: "Erase data" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Personal data erased" })).toBeVisible();
});
