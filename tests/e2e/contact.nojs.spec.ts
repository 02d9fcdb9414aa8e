import { expect, test } from "@playwright/test";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  storedEnquiries,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("without JavaScript, errors show next to their fields and the values are kept", async ({
  page,
}) => {
  const form = await openContactPage(page);
  await fillContactForm(page, {
    firstName: "",
    lastName: "Hopper",
    email: "grace@",
    company: "Navy",
    projectType: "Machine Learning Solution",
    message: "Too short",
  });
  await form.waitLikeAPerson();
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/contact") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await response).status()).toBe(400);

  const contactForm = page.locator("#contact-form");
  await expect(contactForm.getByLabel("First name")).toHaveAccessibleDescription(
    "First name is required",
  );
  await expect(contactForm.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(contactForm.getByLabel("Project details")).toHaveAccessibleDescription(
    "Please provide more details about your project",
  );
  await expect(contactForm.getByLabel("Last name")).toHaveValue("Hopper");
  await expect(contactForm.getByLabel("Email")).toHaveValue("grace@");
  await expect(contactForm.getByLabel("Company (optional)")).toHaveValue("Navy");
  await expect(contactForm.getByLabel("Project type (optional)")).toHaveValue("ml-solution");
  await expect(contactForm.getByLabel("Project details")).toHaveValue("Too short");
  await expect(contactForm.getByText("Last name is required")).toHaveCount(0);
});

test("without JavaScript, a sent enquiry shows the success message, and reloading does not send it again", async ({
  page,
}) => {
  const email = uniqueEmail("nojs");
  const form = await openContactPage(page);
  await fillContactForm(page, { ...validEnquiry, email });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/contact#contact$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message Sent Successfully!");
  await expect(toast).toContainText("We'll get back to you within 2 hours.");
  await expect(page.locator("#contact-form").getByLabel("Email")).toHaveValue("");
  expect(await storedEnquiries(email)).toBe(1);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  expect(posts).toEqual([]);
  expect(await storedEnquiries(email)).toBe(1);
});

test("without JavaScript, fixing the errors and sending again works", async ({ page }) => {
  const email = uniqueEmail("nojs-retry");
  const form = await openContactPage(page);
  await fillContactForm(page, { ...validEnquiry, email, firstName: "" });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-form").getByLabel("First name")).toHaveAccessibleDescription(
    "First name is required",
  );

  const retriedAt = Date.now();
  await fillContactForm(page, { firstName: "Grace" });
  await page.waitForTimeout(Math.max(0, 3300 - (Date.now() - retriedAt)));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");
  expect(await storedEnquiries(email)).toBe(1);
});
