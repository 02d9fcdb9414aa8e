import { expect, test, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { chatStandinURL, integrationsBaseURL } from "../support/e2e-servers";

// This server forwards chat messages to the local webhook stand-in (tests/support/chat-webhook-standin.ts).
test.use({ baseURL: integrationsBaseURL });

const panel = (page: Page) => page.getByRole("dialog", { name: "Kaleon AI" });
const input = (page: Page) => panel(page).getByPlaceholder("Type your message...");
const send = (page: Page) => panel(page).getByRole("button", { name: "Send message" });
const lastBotMessage = (page: Page) => panel(page).locator('[data-sender="bot"]').last();
const CONNECTION_ISSUE =
  "I'm experiencing connection issues. Please try again later or contact us directly at hello@kaleon-ai.example";

async function openChat(page: Page) {
  await page.context().addCookies([await consentCookie(integrationsBaseURL, { functional: true })]);
  await page.goto("/");
  await page.waitForFunction(() => window.cookieConsent !== undefined);
  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect(panel(page)).toBeVisible();
}

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

async function received(sessionId: string) {
  const log = (await (await fetch(`${chatStandinURL}/log`)).json()) as Record<string, string>[];
  return log.filter((entry) => entry.sessionId === sessionId);
}

test("messages go to the webhook with one session id per visit, and its reply is shown", async ({
  page,
}) => {
  await openChat(page);
  await say(page, "Hello webhook");
  await expect(lastBotMessage(page)).toHaveText("Stand-in reply to: Hello webhook");
  const sessionId = await page.evaluate(() => sessionStorage.getItem("chat-session-id"));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await page.getByRole("button", { name: "Open live chat" }).click();
  await say(page, "Second message");
  await expect(lastBotMessage(page)).toHaveText("Stand-in reply to: Second message");

  const entries = await received(sessionId!);
  expect(entries.map((e) => e.message)).toEqual(["Hello webhook", "Second message"]);
  expect(entries[0]).toMatchObject({ intent: "general", url: `${integrationsBaseURL}/` });
  expect(entries[0]!.userAgent).toContain("Chrome");
});

test("an empty reply shows the couldn't-process text", async ({ page }) => {
  await openChat(page);
  await say(page, "[empty] please");
  await expect(lastBotMessage(page)).toHaveText(
    "I'm sorry, I couldn't process your request. Please try again.",
  );
});

test("a failing webhook shows the connection-issue text", async ({ page }) => {
  await openChat(page);
  await say(page, "[error] please");
  await expect(lastBotMessage(page)).toHaveText(CONNECTION_ISSUE);
});

test("while a reply is pending the typing indicator shows and Send stays disabled; a timeout ends it", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await openChat(page);
  await say(page, "[timeout] please");
  await expect(panel(page).getByRole("status", { name: "Assistant is typing" })).toBeVisible();
  await input(page).fill("Another question");
  await expect(send(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(panel(page).locator('[data-sender="user"]')).toHaveCount(1);

  await expect(lastBotMessage(page)).toHaveText(CONNECTION_ISSUE, { timeout: 15_000 });
  await expect(panel(page).getByRole("status", { name: "Assistant is typing" })).toHaveCount(0);
  await expect(send(page)).toBeEnabled();
});
