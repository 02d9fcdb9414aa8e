/**
 * The chat's answers: forwarded to the configured automation webhook (10 s timeout), or from
 * the built-in assistant when there is none.
 */
import type { Database } from "~/platform/db.server";
import type { ChatRequest } from "~/schemas/chat";
import { listLatestPublicPosts } from "~/services/blog/public-queries.server";
import { consumeRateLimit, type RateLimitRule } from "~/services/rate-limit.server";
import { builtInReply } from "./assistant.server";

const CHAT_RATE_LIMIT: RateLimitRule = { bucket: "chat", limit: 20, windowMs: 60_000 };
const CHAT_WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_REPLY_LENGTH = 8000;

/** The webhook could not be reached, failed, or was too slow. */
export class ChatUnavailableError extends Error {
  constructor(reason: string) {
    super(`Chat webhook failed: ${reason}`);
    this.name = "ChatUnavailableError";
  }
}

interface ChatContext {
  webhookUrl: string | undefined;
  db: () => Promise<Database>;
  /** The visitor's salted IP hash: the rate limit counts per visitor. */
  visitor: string;
  userAgent: string;
  pageUrl: string;
  now?: Date;
}

/** The reply text is the `response` field (n8n-style arrays of one item are accepted too); anything else is no reply. */
function replyFrom(body: unknown): string {
  const item = Array.isArray(body) ? body[0] : body;
  const response = (item as { response?: unknown } | null)?.response;
  return typeof response === "string" ? response.trim().slice(0, MAX_REPLY_LENGTH) : "";
}

async function askWebhook(webhookUrl: string, input: ChatRequest, context: ChatContext) {
  const payload = {
    message: input.message,
    sessionId: input.sessionId,
    intent: input.intent,
    timestamp: (context.now ?? new Date()).toISOString(),
    url: context.pageUrl,
    userAgent: context.userAgent,
  };
  let response: Response;
  try {
    response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CHAT_WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChatUnavailableError(
      error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable",
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChatUnavailableError(`status ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return replyFrom(body);
}

/** How many articles the assistant links when asked for the latest. */
const LATEST_ARTICLE_COUNT = 3;

type ChatAnswer =
  { ok: true; response: string } | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/**
 * The assistant's reply (an empty string means the webhook gave none), or a refusal when the
 * visitor sends faster than the chat's rate limit. Throws ChatUnavailableError.
 */
export async function answerChat(input: ChatRequest, context: ChatContext): Promise<ChatAnswer> {
  const limit = await consumeRateLimit(await context.db(), CHAT_RATE_LIMIT, context.visitor);
  if (!limit.allowed)
    return { ok: false, reason: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  const response = context.webhookUrl
    ? await askWebhook(context.webhookUrl, input, context)
    : await builtInReply(input.message, input.intent, async () =>
        listLatestPublicPosts(await context.db(), LATEST_ARTICLE_COUNT),
      );
  return { ok: true, response };
}
