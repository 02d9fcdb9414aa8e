import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { postJson, requestWithEnv } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const standin = bindings.CHAT_STANDIN_URL!;
const webhook = `${standin}/webhook`;

let ipCounter = 0;
/** Each test gets its own client IP, so per-IP rate limits do not leak between tests. */
function freshIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

async function chat(
  body: unknown,
  {
    settings = {},
    ip = freshIp(),
    headers = {},
  }: {
    settings?: Record<string, string | undefined>;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return requestWithEnv(settings, "/api/v1/chat", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": ip,
      "User-Agent": "ChatTest/1.0",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const withWebhook = { settings: { CHAT_WEBHOOK_URL: webhook } };
const message = (text: string, extra: Record<string, unknown> = {}) => ({
  message: text,
  sessionId: crypto.randomUUID(),
  ...extra,
});

async function webhookLog() {
  return (await (await fetch(`${standin}/log`)).json()) as Record<string, unknown>[];
}

describe("POST /api/v1/chat with a webhook", () => {
  it("forwards the message with session, intent, time, page and user agent, and returns the reply", async () => {
    const body = message("Do you build RAG systems?", {
      intent: "schedule",
      url: "https://kaleon-ai.example/#contact",
    });
    const response = await chat(body, withWebhook);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: "Stand-in reply to: Do you build RAG systems?",
    });
    const received = (await webhookLog()).find((entry) => entry.sessionId === body.sessionId)!;
    expect(received).toMatchObject({
      message: "Do you build RAG systems?",
      sessionId: body.sessionId,
      intent: "schedule",
      url: "https://kaleon-ai.example/#contact",
      userAgent: "ChatTest/1.0",
    });
    expect(Math.abs(Date.parse(received.timestamp as string) - Date.now())).toBeLessThan(60_000);
    expect(Object.keys(received).sort()).toEqual([
      "headers",
      "intent",
      "message",
      "sessionId",
      "timestamp",
      "url",
      "userAgent",
    ]);
  });

  it("passes an empty reply on as an empty response", async () => {
    const response = await chat(message("[empty] anything"), withWebhook);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ response: "" });
  });

  it("treats a reply that is not JSON as no reply", async () => {
    expect(await (await chat(message("[garbage]"), withWebhook)).json()).toEqual({ response: "" });
  });

  it("answers 502 with a message when the webhook fails or cannot be reached", async () => {
    const failing = await chat(message("[error]"), withWebhook);
    expect(failing.status).toBe(502);
    expect(((await failing.json()) as { message: string }).message).toBeTruthy();
    const unreachable = await chat(message("hello"), {
      settings: { CHAT_WEBHOOK_URL: "http://127.0.0.1:1/webhook" },
    });
    expect(unreachable.status).toBe(502);
  });

  it("gives up after 10 seconds with 502", async () => {
    const started = Date.now();
    const response = await chat(message("[timeout]"), withWebhook);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(9_500);
    expect(elapsed).toBeLessThan(14_000);
  }, 20_000);
});

describe("POST /api/v1/chat without a webhook (built-in assistant)", () => {
  const builtIn = { settings: { CHAT_WEBHOOK_URL: undefined } };
  const reply = async (text: string, intent?: string) =>
    (
      (await (await chat(message(text, intent ? { intent } : {}), builtIn)).json()) as {
        response: string;
      }
    ).response;

  it("answers from the site's own content", async () => {
    expect(await reply("How much would a project cost?")).toContain("/#contact");
    expect(await reply("Can I book a call?")).toContain("30-minute");
    expect(await reply("Tell me about LLM integration")).toContain("LLM Integration");
    expect(await reply("What services do you offer?")).toContain("Machine Learning");
  });

  it("lists recent published blog posts", async () => {
    const answer = await reply("Show me your latest blog articles");
    expect(answer).toMatch(/\/blog\/[a-z0-9-]+/);
    expect(answer.match(/\/blog\/[a-z0-9-]+/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it("never lists a post scheduled for later, however new", async () => {
    const category = uniqueName("ChatScheduled");
    const [scheduled, live] = await createPosts([
      {
        slug: uniqueName("chat-scheduled"),
        category,
        publishedDate: new Date(Date.now() + 86_400_000 * 365),
        publishAt: new Date(Date.now() + 86_400_000 * 365),
      },
      { slug: uniqueName("chat-live"), category, publishedDate: new Date(Date.now() + 60_000) },
    ]);
    try {
      const answer = await reply("Show me your latest blog articles");
      expect(answer).toContain(`/blog/${live!.slug}`);
      expect(answer).not.toContain(scheduled!.slug);
    } finally {
      await deletePosts([scheduled!.slug, live!.slug]);
    }
  });

  it("steers a scheduling conversation towards a call", async () => {
    expect(await reply("Next Tuesday works for me", "schedule")).toContain("30-minute");
  });
});

describe("POST /api/v1/chat input checks", () => {
  it("rejects bad input with 400 and a message", async () => {
    const cases: unknown[] = [
      { sessionId: crypto.randomUUID() },
      message("   "),
      message("x".repeat(2001)),
      { message: "hi", sessionId: "not-a-uuid" },
      message("hi", { intent: "sales" }),
      "{not json",
    ];
    for (const body of cases) {
      const response = await chat(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await chat(message("x".repeat(2000)))).status).toBe(200);
  });

  it("requires JSON", async () => {
    const response = await chat("message=hi", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it("limits each IP to 20 messages a minute, with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await chat(message(`hello ${i}`), { ip })).status).toBe(200);
    const limited = await chat(message("one more"), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/too quickly/);
    // Another visitor is not affected.
    expect((await chat(message("hello"))).status).toBe(200);
  });

  it("is reachable as /api/chat too", async () => {
    const response = await postJson("/api/chat", message("hello"), {
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(200);
  });
});
