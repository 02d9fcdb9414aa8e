import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test("renders the API reference from the OpenAPI document under the strict CSP", async ({
  page,
}) => {
  // A 3.5 MB renderer to parse on a machine the other tests keep busy.
  test.slow();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  // Rendered by Scalar from /api/v1/openapi.json: its sidebar lists the document's tags and
  // opens the first one at its operations.
  const sidebar = page.getByRole("navigation", { name: /^Sidebar for / });
  await expect(sidebar.getByText("List published posts")).toBeVisible({ timeout: 60_000 });
  await expect(sidebar.getByRole("button", { name: /^Admin blog\b/ })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  expect(violations).toEqual([]);
});
