import { expect, test } from "@playwright/test";
import { seedSubmissions, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";

test("the inbox lists, searches, shows, exports and erases enquiries", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = uniqueTag("Inbox");
  await seedSubmissions(tag, 3);
  await signInAsAdmin(page, "inbox", "/admin/submissions");

  await page.getByRole("searchbox", { name: "Search submissions" }).fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  const rows = page.getByRole("table", { name: "Submissions" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Person2 ${tag}`);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toContain("First name,Last name,Email,Company");
  expect(lines).toHaveLength(4);

  await rows
    .first()
    .getByRole("link", { name: `Person2 ${tag}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Person2 ${tag}`);
  await expect(page.getByText(`Message number 2 from ${tag}`)).toBeVisible();
  await expect(page.getByText("LLM Integration (ChatGPT/Claude)")).toBeVisible();

  // With JavaScript the browser's own dialog confirms; without it the link opens a
  // confirmation step on the page. Which one comes is decided by the project, not by timing.
  if (javaScriptEnabled) page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Delete submission" }).click();
  if (!javaScriptEnabled)
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions$/);
  await expect(page.getByTestId("toast").filter({ hasText: "Submission deleted" })).toBeVisible();
});
