import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "~/schemas/analytics";
import { firstPartyEvent } from "./first-party-analytics";

describe("the first-party form of an event", () => {
  it("is one the endpoint takes, whatever the address bar held", () => {
    const events = [
      firstPartyEvent("search", { search_term: "rag\n\u0085agents", results: 3 }, "/resources"),
      firstPartyEvent("search", { search_term: `${"x".repeat(199)}🚀`, results: 0 }, "/resources"),
      firstPartyEvent("click", { label: " Book\ta call ", location: "hero" }, "/"),
      firstPartyEvent("not_found", {}, "//evil.example//x"),
    ];
    expect(events).toEqual([
      { type: "search", path: "/resources", term: "rag agents", results: 3 },
      { type: "search", path: "/resources", term: "x".repeat(199), results: 0 },
      { type: "click", path: "/", label: "Book a call", location: "hero" },
      { type: "not_found", path: "/evil.example/x" },
    ]);
    for (const event of events) expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it("is nothing for a search or click with no text left", () => {
    expect(firstPartyEvent("search", { search_term: "\u0085", results: 0 }, "/")).toBeNull();
    expect(firstPartyEvent("click", { label: "\n", location: "hero" }, "/")).toBeNull();
  });
});
