import { expect, test } from "@playwright/test";
import { createE2eAdmin } from "../support/e2e-admin";
import { waitForMail } from "../support/e2e-mail";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("an enquiry leaves a receipt for the visitor and a notice for the team in the outbox", async ({
  page,
}) => {
  // Without a list in Settings, the super admins hear of each enquiry.
  const admin = await createE2eAdmin("mail");
  const email = uniqueEmail("mail");
  const form = await openContactPage(page);
  await fillContactForm(page, { ...validEnquiry, email });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");

  const [receipt] = await waitForMail(email, { subject: "We received your message" });
  expect(receipt!.text).toContain(`Hello ${validEnquiry.firstName},`);
  expect(receipt!.text).not.toContain(validEnquiry.message);
  expect(receipt!.html).toContain("Kaleon AI");

  // The team's notice answers the visitor when replied to, and links to the enquiry.
  const notices = await waitForMail(admin.email, { subject: "New enquiry from Grace Hopper" });
  const notice = notices.find((mail) => mail.headers["reply-to"] === email);
  expect(notice).toBeDefined();
  expect(notice!.text).toContain(validEnquiry.message);
  const link = /https?:\/\/\S+\/admin\/submissions\/\d+/.exec(notice!.text)?.[0];
  expect(link).toBeDefined();
});
