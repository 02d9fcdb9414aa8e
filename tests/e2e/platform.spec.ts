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
  expect(await response.json()).toMatchObject({ status: "ok", database: "ok", cache: "ok" });
});

test("static files carry the security headers", async ({ request }) => {
  const page = await (await request.get("/")).text();
  const script = /"(\/build\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeTruthy();
  for (const path of ["/favicon.svg", script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("the request id is the server's own, not a client-sent cf-ray", async ({ request }) => {
  const response = await request.get("/api/v1/health", { headers: { "cf-ray": "spoofed-ray" } });
  const requestId = response.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});
