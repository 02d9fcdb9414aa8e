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
const CONTROL_MESSAGE =
  "Analytics events must not contain control characters (such as tabs or line breaks).";
const UNICODE_MESSAGE =
  "Analytics events must be valid Unicode text (half of a surrogate pair was sent).";
const OFF_SITE_MESSAGE = "An event's path must be a path on this site, starting with one /.";
const PATH_ALONE_MESSAGE =
  "An event's path must be the page's path alone: no //, backslash, ? or # in it.";
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
    /** Headers to add or replace; `null` leaves one out. */
    headers?: Record<string, string | null>;
    ip?: string;
  } = {},
) {
  const sent = new Headers({
    "Content-Type": "application/json",
    "User-Agent": BROWSER_UA,
    "CF-Connecting-IP": ip,
    ...(cookie ? { Cookie: cookie } : {}),
  });
  for (const [name, value] of Object.entries(headers))
    if (value === null) sent.delete(name);
    else sent.set(name, value);
  return request("/api/v1/events", {
    method: "POST",
    headers: sent,
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
      [{ events: [{ type: "page_view", path: "//evil.example/x" }] }, OFF_SITE_MESSAGE],
      [{ events: [{ type: "page_view", path: `/a\u0000b` }] }, expect.stringContaining("NUL")],
      // URL parsers drop a tab or line break: "/\t/evil.example/x" would be read as host evil.example.
      [{ events: [{ type: "page_view", path: "/\t/evil.example/x" }] }, CONTROL_MESSAGE],
      [{ events: [{ type: "not_found", path: "/a\nb" }] }, CONTROL_MESSAGE],
      [{ events: [{ type: "lead", path: "/a\u007fb" }] }, CONTROL_MESSAGE],
      [{ events: [{ type: "lead", path: "/a\u0085b" }] }, CONTROL_MESSAGE],
      [{ events: [{ type: "lead", path: "/\\evil.example/x" }] }, OFF_SITE_MESSAGE],
      [{ events: [{ type: "lead", path: "/a\\b" }] }, PATH_ALONE_MESSAGE],
      [{ events: [{ type: "lead", path: "/a//b" }] }, PATH_ALONE_MESSAGE],
      [{ events: [{ type: "page_view", path: "/a?utm_source=%0Aevil" }] }, PATH_ALONE_MESSAGE],
      [{ events: [{ type: "page_view", path: "/a#top" }] }, PATH_ALONE_MESSAGE],
      [
        { events: [{ type: "page_view", path, referrer: "https://a.example/\r\nx" }] },
        CONTROL_MESSAGE,
      ],
      [{ events: [{ type: "page_view", path, utm: { source: "news\tletter" } }] }, CONTROL_MESSAGE],
      [
        { events: [{ type: "page_view", path, utm: { campaign: "spring\u009b" } }] },
        CONTROL_MESSAGE,
      ],
      [
        { events: [{ type: "click", path, label: "Book\u001b[31m", location: "hero" }] },
        CONTROL_MESSAGE,
      ],
      [
        { events: [{ type: "click", path, label: "Book", location: "he\u0008ro" }] },
        CONTROL_MESSAGE,
      ],
      [{ events: [{ type: "search", path, term: "rag\u000b", results: 1 }] }, CONTROL_MESSAGE],
      // Half an emoji: Postgres would refuse the batch's JSON after the 204.
      [{ events: [{ type: "search", path, term: "rag\ud83d", results: 1 }] }, UNICODE_MESSAGE],
      [{ events: [{ type: "click", path, label: "\ude80", location: "hero" }] }, UNICODE_MESSAGE],
      [{ events: [{ type: "scroll_depth", path, depth: 33 }] }, expect.any(String)],
      [{ events: [{ type: "page_view", path, extra: 1 }] }, expect.any(String)],
    ] as [unknown, string][];
    for (const [body, message] of cases) {
      const response = await postEvents(body, { cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toEqual(message);
    }
    expect(await storedFor(path)).toEqual([]);
  });

  it("names the field of a refused event, as every validation error does", async () => {
    const cookie = await consentCookieFor("accept-all");
    const response = await postEvents(
      { events: [{ type: "search", path: testPath(), term: "a\u0007", results: 0 }] },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: CONTROL_MESSAGE,
      errors: { events: [CONTROL_MESSAGE] },
    });
  });

  it("stores paths, labels and terms in any script, and long ones up to their limits", async () => {
    const cookie = await consentCookieFor("accept-all");
    const path = `${testPath()}/blög/日本語/${"x".repeat(400)}`;
    const response = await postEvents(
      {
        events: [
          { type: "page_view", path, utm: { source: "naïve-news", campaign: "春" } },
          { type: "search", path, term: "Überblick 🚀", results: 2 },
        ],
      },
      { cookie },
    );
    expect(response.status).toBe(204);
    const rows = await storedFor(path);
    expect(rows.find((row) => row.kind === "page_view")!.data).toMatchObject({
      source: "naïve-news",
      campaign: "春",
    });
    expect(rows.find((row) => row.kind === "search")!.data).toMatchObject({
      term: "überblick 🚀",
    });
  });

  it("classifies a referrer by its registrable domain and keeps only its host", async () => {
    const cookie = await consentCookieFor("accept-all");
    const cases: [string, Record<string, string>][] = [
      [
        "https://www.google.co.uk/",
        { source: "google", medium: "organic", referrer: "www.google.co.uk" },
      ],
      [
        "https://www.bing.com:443/search?q=rag",
        { source: "bing", medium: "organic", referrer: "www.bing.com" },
      ],
      [
        "https://search.yahoo.co.jp/search?p=x",
        { source: "yahoo", medium: "organic", referrer: "search.yahoo.co.jp" },
      ],
      [
        "https://user:secret@www.google.de:8443/url?q=secret#top",
        { source: "google", medium: "organic", referrer: "www.google.de" },
      ],
      // Look-alikes: a search engine's name elsewhere in the host, or in the path.
      [
        "https://google.evil.example/",
        { source: "google.evil.example", medium: "referral", referrer: "google.evil.example" },
      ],
      [
        "https://google.com.evil.example/search?q=x",
        { source: "google.com.evil.example", medium: "referral" },
      ],
      ["https://evil.example/google.com", { source: "evil.example", medium: "referral" }],
      [
        "https://www.facebook.com.evil.example/",
        { source: "facebook.com.evil.example", medium: "referral" },
      ],
      // A Cyrillic "о" makes another domain (its punycode form), not Google.
      ["https://www.gооgle.com/", { source: "xn--ggle-55da.com", medium: "referral" }],
      ["https://bücher.example/", { source: "xn--bcher-kva.example", medium: "referral" }],
      [
        "http://203.0.113.7:8080/google",
        { source: "203.0.113.7", medium: "referral", referrer: "203.0.113.7" },
      ],
      ["http://[2001:db8::1]/", { source: "[2001:db8::1]", medium: "referral" }],
      ["https://www.linkedin.com/feed/", { source: "linkedin", medium: "social" }],
    ];
    const paths = cases.map(() => testPath());
    const response = await postEvents(
      {
        events: cases.map(([referrer], index) => ({
          type: "page_view",
          path: paths[index],
          referrer,
        })),
      },
      { cookie },
    );
    expect(response.status).toBe(204);
    for (const [index, [referrer, expected]] of cases.entries()) {
      const [row] = await storedFor(paths[index]!);
      expect(row?.data, referrer).toMatchObject(expected);
    }
  });

  it("does not count a request without a user agent or with an empty one, as for a bot", async () => {
    const cookie = await consentCookieFor("accept-all");
    for (const userAgent of [null, "", "   "]) {
      const path = testPath();
      const response = await postEvents(
        { events: [{ type: "page_view", path }] },
        { cookie, headers: { "User-Agent": userAgent } },
      );
      expect(response.status, JSON.stringify(userAgent)).toBe(204);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await storedFor(path), JSON.stringify(userAgent)).toEqual([]);
    }
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

  it("limits one address to 60 batches a minute, whatever user agents it sends", async () => {
    const cookie = await consentCookieFor("accept-all");
    // An address of this run alone, so no other test's batches count against it.
    const ip = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::${runId.slice(0, 4)}`;
    const path = testPath();
    const send = (browser: number) =>
      postEvents(
        { events: Array.from({ length: 20 }, () => ({ type: "page_view", path })) },
        { cookie, ip, headers: { "User-Agent": `${BROWSER_UA} Build/${browser}` } },
      );
    const statuses: number[] = [];
    for (let browser = 0; browser < 60; browser++) statuses.push((await send(browser)).status);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await send(60);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      message: "Too many analytics events from this address. Please wait a minute.",
    });
    const rows = await storedFor(path);
    expect(rows).toHaveLength(60 * 20);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(60);
  });
});
