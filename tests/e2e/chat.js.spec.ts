import { expect, test, type Page } from "@playwright/test";
import { consentCookie } from "../support/consent";

const chatButton = (page: Page) => page.getByRole("button", { name: "Open live chat" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Kaleon AI" });
const input = (page: Page) => panel(page).getByPlaceholder("Type your message...");
const send = (page: Page) => panel(page).getByRole("button", { name: "Send message" });
const botMessages = (page: Page) => panel(page).locator('[data-sender="bot"]');

async function hydrated(page: Page) {
  await page.waitForFunction(() => window.cookieConsent !== undefined);
}

function watchChatChunk(page: Page) {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/chat-panel-[\w]+\.js/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

test("without functional cookies there is no chat, and openLiveChat explains why", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([await consentCookie(baseURL!, { analytics: true, marketing: true })]);
  const chunk = watchChatChunk(page);
  await page.goto("/");
  await hydrated(page);
  await expect(chatButton(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("openLiveChat")));
  await expect(page.getByText("The live chat needs functional cookies")).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  expect(chunk).toEqual([]);
});

test("with functional cookies the chat loads on demand and answers from the site's content", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([await consentCookie(baseURL!, { functional: true })]);
  const chunk = watchChatChunk(page);
  await page.goto("/");
  await hydrated(page);
  await expect(chatButton(page)).toBeVisible();
  expect(chunk).toEqual([]);

  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  expect(chunk).toHaveLength(1);
  await expect(panel(page).getByRole("heading", { name: "Kaleon AI" })).toBeVisible();
  await expect(panel(page).getByText("AI Support", { exact: true })).toBeVisible();
  await expect(panel(page).getByText("Powered by AI", { exact: true })).toBeVisible();
  await expect(botMessages(page).first()).toContainText("Kaleon AI assistant");
  await expect(input(page)).toBeFocused();

  await expect(send(page)).toBeDisabled();
  await input(page).fill("   ");
  await expect(send(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(panel(page).locator('[data-sender="user"]')).toHaveCount(0);

  await input(page).fill("What services do you offer?");
  await expect(send(page)).toBeEnabled();
  await input(page).press("Shift+Enter");
  await expect(panel(page).locator('[data-sender="user"]')).toHaveCount(0);
  await expect(input(page)).toHaveValue("What services do you offer?\n");

  await input(page).press("Enter");
  await expect(panel(page).locator('[data-sender="user"]')).toHaveText(
    "What services do you offer?",
  );
  await expect(input(page)).toHaveValue("");
  await expect(botMessages(page).last()).toContainText("Machine Learning");
  await expect(panel(page).getByRole("status", { name: "Assistant is typing" })).toHaveCount(0);

  await input(page).fill("Show me your latest blog articles");
  await send(page).click();
  const articleLink = botMessages(page)
    .last()
    .getByRole("link", { name: /^\/blog\/[a-z0-9-]+$/ })
    .first();
  await expect(articleLink).toBeVisible();
});

test("openLiveChat opens the chat; intent schedule greets with the scheduling message", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([await consentCookie(baseURL!, { functional: true })]);
  await page.goto("/");
  await hydrated(page);

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("openLiveChat", { detail: { intent: "schedule" } })),
  );
  await expect(panel(page)).toBeVisible();
  await expect(botMessages(page)).toHaveCount(1);
  await expect(botMessages(page).first()).toContainText("schedule a call");

  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("openLiveChat")));
  await expect(botMessages(page).first()).toContainText("Kaleon AI assistant");
  await expect(botMessages(page).first()).not.toContainText("schedule a call");

  // Already open: a scheduling request adds the scheduling message to the conversation.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("openLiveChat", { detail: { intent: "schedule" } })),
  );
  await expect(botMessages(page)).toHaveCount(2);
  await expect(botMessages(page).last()).toContainText("schedule a call");
});

test("minimising keeps the conversation; closing ends it", async ({ page, context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!, { functional: true })]);
  await page.goto("/");
  await hydrated(page);
  await chatButton(page).click();
  await input(page).fill("How do I get a quote?");
  await input(page).press("Enter");
  await expect(botMessages(page)).toHaveCount(2);
  await expect(botMessages(page).last()).toContainText("quote");

  await panel(page).getByRole("button", { name: "Minimise chat" }).click();
  await expect(panel(page)).toBeHidden();
  await chatButton(page).click();
  await expect(panel(page).locator('[data-sender="user"]')).toHaveText("How do I get a quote?");

  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await chatButton(page).click();
  await expect(panel(page).locator('[data-sender="user"]')).toHaveCount(0);
});

test("accepting functional cookies in the banner brings the chat button", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(chatButton(page)).toHaveCount(0);
  await page
    .getByRole("region", { name: "We value your privacy" })
    .getByRole("button", { name: "Accept All" })
    .click();
  await expect(chatButton(page)).toBeVisible();
});
