import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  storedEnquiries,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

let visitorIp = "";
test.beforeEach(async ({ page }) => {
  visitorIp = await actAsNewVisitor(page);
});

test("validates fields as the visitor leaves them, before anything is sent", async ({ page }) => {
  await openContactPage(page);
  const form = page.locator("#contact-form");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  await form.getByLabel("First name").focus();
  await form.getByLabel("Last name").focus();
  await expect(form.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
  await form.getByLabel("Email").fill("ada@");
  await form.getByLabel("Email").blur();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await form.getByLabel("Email").fill("ada@example.com");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Last name is required");
  await expect(form.getByLabel("Project details")).toHaveAccessibleDescription(
    "Please provide more details about your project",
  );
  expect(posts).toEqual([]);
});

test("what is typed while the validation is still loading stays, with the caret, and is validated", async ({
  page,
}) => {
  await openContactPage(page);
  const form = page.locator("#contact-form");
  // Hold back every script asked for once the page is up: the form's validation among them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route("**/build/**/*.js", async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });

  await form.getByLabel("Email").focus();
  await form.getByLabel("Last name").focus();
  await page.keyboard.type("Lovelace");
  await form.getByLabel("First name").focus();
  await page.keyboard.type("Ad");
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  release();

  // The field left empty while loading is validated as it would have been on leaving it.
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await page.keyboard.type("a");
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await expect(form.getByLabel("Last name")).toHaveValue("Lovelace");
  await form.getByLabel("Last name").fill("");
  await form.getByLabel("Company (optional)").focus();
  await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Last name is required");
});

test("sends without leaving the page: Sending..., a success toast, and an empty form", async ({
  page,
}) => {
  const email = uniqueEmail("js");
  const form = await openContactPage(page);
  // Hold the answer back until the sending state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/contact.data*", async (route) => {
    await held;
    await route.continue();
  });
  await fillContactForm(page, { ...validEnquiry, email });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message Sent Successfully!");
  await expect(toast).toContainText("We'll get back to you within 2 hours.");
  await expect(page).toHaveURL(/\/contact$/);
  const contactForm = page.locator("#contact-form");
  for (const label of [
    "First name",
    "Last name",
    "Email",
    "Company (optional)",
    "Project details",
  ]) {
    await expect(contactForm.getByLabel(label)).toHaveValue("");
  }
  await expect(contactForm.getByLabel("Project type (optional)")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(await storedEnquiries(email)).toBe(1);
});

test("shows the server's message in a Submission Failed toast and keeps the text", async ({
  page,
}) => {
  const form = await openContactPage(page);
  // Use up this visitor's allowance through the API, so the form is refused with 429.
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/api/v1/contact", {
      data: { ...validEnquiry, projectType: undefined, email: uniqueEmail("allowance") },
      headers: { "CF-Connecting-IP": visitorIp },
    });
    expect(response.status()).toBe(201);
  }
  await fillContactForm(page, { ...validEnquiry, email: uniqueEmail("js-refused") });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Submission Failed");
  await expect(toast).toContainText("Please try again in 10 minutes");
  await expect(page.locator("#contact-form").getByLabel("Project details")).toHaveValue(
    validEnquiry.message,
  );
});

test("the contact page has no accessibility violations, before and after a failed submit", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("#contact").analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-form").getByLabel("First name")).toHaveAccessibleDescription(
    "First name is required",
  );
  expect((await new AxeBuilder({ page }).include("#contact").analyze()).violations).toEqual([]);
});
