/**
 * Visitors abandon requests all the time (a reload, a closed tab, a click on the next link).
 * The server the site and these tests run on has to shrug that off: `wrangler dev`'s reload
 * proxy exits on such a request at the wrong moment (cloudflare/workers-sdk#15203), which once
 * ended a whole end-to-end run, so scripts/lib/worker-server.ts serves without that proxy.
 */
import { expect, test } from "@playwright/test";

const REQUESTS = 1500;
const AT_ONCE = 20;

/** A search page is never cached, so each request keeps the Worker and the database busy. */
async function abandon(url: string) {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), Math.random() * 30);
  try {
    await (await fetch(url, { signal: controller.signal })).text();
    return false;
  } catch (error) {
    if ((error as Error).name !== "AbortError") throw error;
    return true;
  }
}

test("a burst of requests abandoned mid-flight leaves the server answering", async ({
  page,
  baseURL,
}) => {
  test.slow();
  let abandoned = 0;
  for (let sent = 0; sent < REQUESTS; sent += AT_ONCE) {
    const batch = Array.from({ length: AT_ONCE }, (_, i) =>
      abandon(`${baseURL}/blog?search=abandoned-${sent + i}-${Date.now()}`),
    );
    abandoned += (await Promise.all(batch)).filter(Boolean).length;
  }
  expect(abandoned).toBeGreaterThan(REQUESTS * 0.9);

  // The Worker finishes what it started; once that backlog is done it answers as before.
  await expect
    .poll(
      async () => (await fetch(`${baseURL}/api/v1/health`).catch(() => null))?.status ?? "down",
      { timeout: 30_000 },
    )
    .toBe(200);
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
