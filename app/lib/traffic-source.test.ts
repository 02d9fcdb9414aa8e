import { describe, expect, it } from "vitest";
import { trafficSource } from "./traffic-source";

const page = "https://kaleon-ai.example/blog";

describe("the traffic source of a visit", () => {
  it("comes from campaign parameters first", () => {
    expect(
      trafficSource(
        `${page}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
        "https://www.google.com/",
      ),
    ).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
    });
  });

  it("is organic for search engines, social for social sites, referral for others", () => {
    expect(trafficSource(page, "https://www.google.de/")).toEqual({
      source: "google",
      medium: "organic",
    });
    expect(trafficSource(page, "https://duckduckgo.com/")).toEqual({
      source: "duckduckgo",
      medium: "organic",
    });
    expect(trafficSource(page, "https://www.linkedin.com/feed/")).toEqual({
      source: "linkedin",
      medium: "social",
    });
    expect(trafficSource(page, "https://t.co/abc")).toEqual({
      source: "twitter",
      medium: "social",
    });
    expect(trafficSource(page, "https://www.partner-site.example/links")).toEqual({
      source: "partner-site.example",
      medium: "referral",
    });
  });

  it("is direct/(none) without a referrer or from the site itself", () => {
    expect(trafficSource(page, "")).toEqual({ source: "direct", medium: "(none)" });
    expect(trafficSource(page, "https://kaleon-ai.example/")).toEqual({
      source: "direct",
      medium: "(none)",
    });
    expect(trafficSource(page, "not a url")).toEqual({ source: "direct", medium: "(none)" });
  });
});
