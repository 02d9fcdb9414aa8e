/**
 * Tooltips on icon-only controls: 700 ms on hover, at once when moving to the next control
 * within 300 ms, at once on keyboard focus, role="tooltip" tied to the control by
 * aria-describedby, closed by Escape. The page clock is controlled, so delays pass on command.
 */
import { expect, test } from "@playwright/test";
import { seedPosts, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("the posts table's action icons name themselves in tooltips", async ({ page }) => {
  const tag = uniqueTag("Tip");
  await seedPosts(tag, 1);
  await page.clock.install();
  await signInAsAdmin(page, "tooltips", `/admin/dashboard?search=${tag}`);

  // From here on, page time moves only when the test moves it (not with a busy machine's delays).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const edit = page.getByRole("link", { name: `Edit ${tag} post 0` });
  const remove = page.getByRole("link", { name: `Delete ${tag} post 0` });
  const tooltip = page.getByRole("tooltip");

  await edit.hover();
  await page.clock.runFor(600);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(tooltip).toHaveText("Edit");
  const id = await tooltip.getAttribute("id");
  await expect(edit).toHaveAttribute("aria-describedby", id!);

  // Straight on to the next icon: no new wait.
  await remove.hover();
  await expect(tooltip).toHaveText("Delete");

  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  // After a pause longer than the skip delay, the full delay applies again.
  await page.mouse.move(0, 0);
  await page.clock.runFor(1_000);
  await edit.hover();
  await page.clock.runFor(300);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(450);
  await expect(tooltip).toHaveText("Edit");
});

test("keyboard focus opens the tooltip at once", async ({ page }) => {
  const tag = uniqueTag("Key");
  await seedPosts(tag, 1);
  await signInAsAdmin(page, "tooltip-keys", `/admin/dashboard?search=${tag}`);
  const edit = page.getByRole("link", { name: `Edit ${tag} post 0` });
  await page.getByRole("button", { name: `Publish ${tag} post 0` }).focus();
  await page.keyboard.press("Tab");
  await expect(edit).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText("Edit");
});
