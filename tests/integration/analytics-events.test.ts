/**
 * POST /api/v1/events inside workerd: events are stored only with analytics consent (checked by
 * the server), never with Global Privacy Control or from a bot, without IP or user agent; bad
 * bodies get a clear 400/413/415 and never a 5xx; one visitor is rate-limited.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "~db/schema";
import { analyticsTestIp, BROWSER_UA, consentCookieFor } from "../support/analytics";
import { request, withDb } from "../support/worker";

const runId = crypto.randomUUID().slice(0, 8);
let pathCounter = 0;
/** A page path of this test alone, so its stored events can be found. */
function testPath() {
  pathCounter += 1;
  return `/events-${runId}-${pathCounter}`;
}

function postEvents(
  body: unknown,
  {
    cookie,
    headers = {},
    ip = analyticsTestIp(),
  }: {
    cookie?: string;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  return request("/api/v1/events", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": BROWSER_UA,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const storedFor = (path: string) =>
  withDb((db) => db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path)));

describe("POST /api/v1/events", () => {
  it("stores every kind of event for a visitor who allowed analytics, without IP or user agent", async () => {
    const cookie = await consentCookieFor("accept-all");
    const path = testPath();
    const response = await postEvents(
      {
        events: [
          {
            type: "page_view",
            path,
            referrer: "https://www.linkedin.com/feed/",
            utm: { source: "newsletter", medium: "email", campaign: "autumn" },
            loadMs: 840,
          },
          { type: "scroll_depth", path, depth: 75 },
          { type: "click", path, label: "Book a call", location: "hero" },
          { type: "search", path, term: "RAG", results: 0 },
          { type: "not_found", path },
          { type: "lead", path },
        ],
      },
      { cookie, ip: "203.0.113.99" },
    );
    expect(response.status).toBe(204);
    const rows = await storedFor(path);
    expect(rows.map((row) => row.kind).sort()).toEqual(
      ["click", "lead", "not_found", "page_view", "scroll_depth", "search"].sort(),
    );
    const pageView = rows.find((row) => row.kind === "page_view")!;
    expect(pageView.data).toMatchObject({
      source: "newsletter",
      medium: "email",
      campaign: "autumn",
      referrer: "www.linkedin.com",
      loadMs: 840,
    });
    expect(rows.find((row) => row.kind === "search")!.data).toEqual({ term: "rag", results: 0 });
    // A visitor is a hash; neither the address nor the browser is kept anywhere in the row.
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain("203.0.113.99");
      expect(JSON.stringify(row)).not.toContain("Mozilla");
    }
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
  });

  it("takes the body as text/plain, as navigator.sendBeacon sends it", async () => {
    const cookie = await consentCookieFor("accept-all");
    const path = testPath();
    const response = await postEvents(JSON.stringify({ events: [{ type: "page_view", path }] }), {
      cookie,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(response.status).toBe(204);
    expect(await storedFor(path)).toHaveLength(1);
  });

  /**
   * The cookie with the first character of its signature changed. (Not the last: in unpadded
   * base64 its two lowest bits carry no data, so some changes there leave the signature valid.)
   */
  function withForgedSignature(cookie: string) {
    const at = cookie.lastIndexOf(".") + 1;
    return `${cookie.slice(0, at)}${cookie[at] === "A" ? "B" : "A"}${cookie.slice(at + 1)}`;
  }

  it("stores nothing without consent, after a rejection, with Sec-GPC: 1, or from a bot", async () => {
    const accepted = await consentCookieFor("accept-all");
    const rejected = await consentCookieFor("reject-all");
    const cases: { cookie?: string; headers?: Record<string, string> }[] = [
      {},
      { cookie: rejected },
      { cookie: accepted, headers: { "Sec-GPC": "1" } },
      {
        cookie: accepted,
        headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      },
      // A consent cookie the server did not sign is no consent.
      { cookie: withForgedSignature(accepted) },
    ];
    for (const options of cases) {
      const path = testPath();
      const response = await postEvents({ events: [{ type: "page_view", path }] }, options);
      expect(response.status).toBe(204);
      expect(await storedFor(path)).toEqual([]);
    }
  });

  it("refuses malformed batches with a 400 that says what is wrong", async () => {
    const cookie = await consentCookieFor("accept-all");
    const path = testPath();
    const cases: [unknown, string][] = [
      ["{not json", "The request body is not valid JSON."],
      [[{ type: "page_view", path }], "The request body must be a JSON object."],
      [{ events: [] }, "Send at least one event."],
      [
        { events: Array.from({ length: 21 }, () => ({ type: "page_view", path })) },
        "Send at most 20 events at a time.",
      ],
      [
        { events: [{ type: "purchase", path }] },
        "Each event needs a type: page_view, scroll_depth, click, search, not_found or lead.",
      ],
      [
        { events: [{ type: "page_view", path: "//evil.example/x" }] },
        "An event's path must be a path on this site, starting with one /.",
      ],
      [{ events: [{ type: "page_view", path: `/a\u0000b` }] }, expect.stringContaining("NUL")],
      [{ events: [{ type: "scroll_depth", path, depth: 33 }] }, expect.any(String)],
      [{ events: [{ type: "page_view", path, extra: 1 }] }, expect.any(String)],
    ] as [unknown, string][];
    for (const [body, message] of cases) {
      const response = await postEvents(body, { cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toEqual(message);
    }
    expect(await storedFor(path)).toEqual([]);
  });

  it("refuses a body over 8 KB with 413, another type with 415 and a GET with 405", async () => {
    const cookie = await consentCookieFor("accept-all");
    const big = await postEvents(
      { events: [{ type: "click", path: "/", label: "x".repeat(9000), location: "x" }] },
      { cookie },
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      message: "The request body must not be larger than 8 KB.",
    });
    const form = await postEvents("events=1", {
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const get = await request("/api/v1/events");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("limits one visitor to 30 batches a minute, with Retry-After", async () => {
    const cookie = await consentCookieFor("accept-all");
    const ip = analyticsTestIp();
    const path = testPath();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await postEvents({ events: [{ type: "page_view", path }] }, { cookie, ip })).status,
      );
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await postEvents({ events: [{ type: "page_view", path }] }, { cookie, ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await storedFor(path)).toHaveLength(30);
    // Another visitor is not held up by the first one's limit.
    const other = await postEvents({ events: [{ type: "page_view", path }] }, { cookie });
    expect(other.status).toBe(204);
  });
});
