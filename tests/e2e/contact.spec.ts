import { expect, test } from "@playwright/test";

test("every contact card offers a way to reach the team", async ({ page }) => {
  await page.goto("/contact");
  const cards = page.locator("#contact li");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("reply within 2 hours");
  await expect(cards.nth(1)).toContainText("24/7");
  await expect(cards.nth(2)).toContainText("free 30-minute consultation");
  await expect(cards.getByRole("link", { name: "hello@kaleon-ai.example" })).toHaveAttribute(
    "href",
    /^mailto:hello@kaleon-ai\.example/,
  );
});
