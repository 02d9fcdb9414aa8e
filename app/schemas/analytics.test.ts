import { describe, expect, it } from "vitest";
import { analyticsEventSchema, leadAttributionSchema } from "./analytics";

const CONTROL =
  "Analytics events must not contain control characters (such as tabs or line breaks).";
const OFF_SITE = "An event's path must be a path on this site, starting with one /.";
const PATH_ALONE = "An event's path must be the page's path alone: no //, backslash, ? or # in it.";

/** The first message the schema gives for an event, or "ok". */
function verdict(event: unknown) {
  const parsed = analyticsEventSchema.safeParse(event);
  return parsed.success ? "ok" : parsed.error.issues[0]!.message;
}

describe("an analytics event", () => {
  it("takes a page's path as the browser reports it, in any script", () => {
    for (const path of [
      "/",
      "/blog/a-post",
      "/blog/gr%C3%BC%C3%9Fe",
      "/blög/日本語",
      "/a.b/c-d_e~f",
    ])
      expect(verdict({ type: "page_view", path }), path).toBe("ok");
  });

  it("refuses a path a URL parser would read as another host or another page", () => {
    const cases: [string, string][] = [
      ["//evil.example/x", OFF_SITE],
      ["/\\evil.example/x", OFF_SITE],
      ["https://evil.example/", OFF_SITE],
      ["evil", OFF_SITE],
      ["/\t/evil.example/x", CONTROL],
      ["/\n/evil.example/x", CONTROL],
      ["/\r/evil.example/x", CONTROL],
      ["/a\u007f", CONTROL],
      ["/a\u0080", CONTROL],
      ["/a\u009f", CONTROL],
      ["/a//b", PATH_ALONE],
      ["/a\\b", PATH_ALONE],
      ["/a?utm_source=x", PATH_ALONE],
      ["/a#top", PATH_ALONE],
    ];
    for (const [path, message] of cases)
      expect(verdict({ type: "not_found", path }), JSON.stringify(path)).toBe(message);
  });

  it("refuses control characters in every text it carries", () => {
    const path = "/blog";
    for (const event of [
      { type: "page_view", path, referrer: "https://a.example/\tx" },
      { type: "page_view", path, utm: { source: "a\u0085b" } },
      { type: "page_view", path, utm: { medium: "a\u001bb" } },
      { type: "page_view", path, utm: { campaign: "a\u0001" } },
      { type: "page_view", path, utm: { term: "a\u000c" } },
      { type: "page_view", path, utm: { content: "\u0090a" } },
      { type: "click", path, label: "a\nb", location: "hero" },
      { type: "click", path, label: "Book", location: "a\u007f" },
      { type: "search", path, term: "a\u0008", results: 0 },
    ])
      expect(verdict(event), JSON.stringify(event)).toBe(CONTROL);
  });

  it("refuses half of a surrogate pair, which Postgres cannot store in JSON", () => {
    expect(verdict({ type: "search", path: "/", term: "rag\ud83d", results: 1 })).toBe(
      "Analytics events must be valid Unicode text (half of a surrogate pair was sent).",
    );
    expect(verdict({ type: "not_found", path: "/\ude80" })).toBe(
      "Analytics events must be valid Unicode text (half of a surrogate pair was sent).",
    );
  });

  it("keeps unicode that is no control character, and bounds every string", () => {
    expect(
      verdict({ type: "search", path: "/", term: "naïve 日本語 🚀 \u00a0x", results: 1 }),
    ).toBe("ok");
    expect(verdict({ type: "not_found", path: `/${"a".repeat(500)}` })).not.toBe("ok");
    expect(verdict({ type: "search", path: "/", term: "a".repeat(201), results: 1 })).not.toBe(
      "ok",
    );
    expect(
      verdict({ type: "page_view", path: "/", referrer: `https://a.example/${"x".repeat(500)}` }),
    ).not.toBe("ok");
  });
});

describe("a lead's attribution read back from its cookie", () => {
  it("is refused when a touch holds a control character", () => {
    const touch = {
      source: "newsletter",
      medium: "email",
      campaign: null,
      term: null,
      content: null,
      referrer: null,
      landingPage: "/",
      at: "2026-01-01T00:00:00.000Z",
    };
    expect(
      leadAttributionSchema.safeParse({ firstTouch: touch, lastTouch: null, pageViews: 1 }).success,
    ).toBe(true);
    expect(
      leadAttributionSchema.safeParse({
        firstTouch: { ...touch, source: "news\nletter" },
        lastTouch: null,
        pageViews: 1,
      }).success,
    ).toBe(false);
  });
});
