import { expect, test } from "@playwright/test";
import {
  actAsNewVisitor,
  fillContactForm,
  openContactPage,
  uniqueEmail,
  validEnquiry,
} from "./contact-helpers";

test.beforeEach(async ({ page }) => {
  await actAsNewVisitor(page);
});

test("when sending fails outright, the failure toast offers the e-mail address and the text stays", async ({
  page,
}) => {
  const form = await openContactPage(page);
  // The POST fails as if the Worker crashed or a proxy in between gave up; the page itself stays reachable.
  await page.route("**/contact.data*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
      : route.continue(),
  );
  await fillContactForm(page, { ...validEnquiry, email: uniqueEmail("offline") });
  await form.waitLikeAPerson();
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Submission Failed");
  await expect(toast).toContainText(
    "Please try again or contact us directly at hello@kaleon-ai.example",
  );
  await expect(page.locator("#contact-form").getByLabel("Project details")).toHaveValue(
    validEnquiry.message,
  );
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});
