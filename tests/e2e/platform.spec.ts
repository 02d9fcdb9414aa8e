import { expect, test } from "@playwright/test";

test("the home page is served from the Worker", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("nonce-");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown page answers 404", async ({ page }) => {
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found")).toBeVisible();
});

test("the API answers JSON with the version header", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-api-version"]).toBe("v1");
  expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
});
