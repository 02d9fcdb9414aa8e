import { expect, test } from "@playwright/test";

test("without JavaScript the API reference page says what it is and links the document", async ({
  page,
}) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByText("The interactive reference needs JavaScript.")).toBeVisible();
  const documentLink = page.getByRole("link", { name: "The OpenAPI document (JSON)" });
  await expect(documentLink).toHaveAttribute("href", "/api/v1/openapi.json");
  const response = await page.request.get("/api/v1/openapi.json");
  expect((await response.json()).openapi).toBe("3.1.0");
});
