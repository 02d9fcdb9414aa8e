import { describe, expect, it } from "vitest";
import { approximateRegistrableDomainOf } from "./approximate-domain";
import { registrableDomainOf } from "./registrable-domain.server";
import { trafficSource } from "./traffic-source";

const page = "https://kaleon-ai.example/blog";

// The server reads registrable domains from the public-suffix list; the browser approximates
// them. Both must tell search engines from sites that carry their names.
describe.each([
  ["the public-suffix list (server)", registrableDomainOf],
  ["the browser's approximation", approximateRegistrableDomainOf],
])("the traffic source of a visit, by %s", (_, domainOf) => {
  const sourceOf = (referrer: string, pageUrl = page) => trafficSource(pageUrl, referrer, domainOf);

  it("comes from campaign parameters first", () => {
    expect(
      sourceOf(
        "https://www.google.com/",
        `${page}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
      ),
    ).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
    });
  });

  it("takes campaign parameters without control characters or surrounding spaces", () => {
    expect(
      sourceOf(
        "",
        `${page}?utm_source=%20news%0Aletter%09&utm_medium=e%C2%85mail&utm_campaign=%0A`,
      ),
    ).toEqual({ source: "news letter", medium: "e mail" });
    expect(sourceOf("https://duckduckgo.com/", `${page}?utm_source=%0A%20`)).toEqual({
      source: "duckduckgo",
      medium: "organic",
    });
  });

  it("is organic for search engines, social for social sites, referral for others", () => {
    expect(sourceOf("https://www.google.de/")).toEqual({ source: "google", medium: "organic" });
    expect(sourceOf("https://duckduckgo.com/")).toEqual({
      source: "duckduckgo",
      medium: "organic",
    });
    expect(sourceOf("https://www.linkedin.com/feed/")).toEqual({
      source: "linkedin",
      medium: "social",
    });
    expect(sourceOf("https://t.co/abc")).toEqual({ source: "twitter", medium: "social" });
    expect(sourceOf("https://www.partner-site.example/links")).toEqual({
      source: "partner-site.example",
      medium: "referral",
    });
  });

  it("knows a search engine under a country's second-level domain, or with a port", () => {
    for (const referrer of [
      "https://www.google.co.uk/",
      "https://www.google.com.au/search?q=x",
      "https://www.google.com:443/",
      "https://user:secret@www.google.fr:8443/url?q=x#top",
      "https://www.google.co.uk./",
    ])
      expect(sourceOf(referrer), referrer).toEqual({ source: "google", medium: "organic" });
    expect(sourceOf("https://search.yahoo.co.jp/search?p=x")).toEqual({
      source: "yahoo",
      medium: "organic",
    });
  });

  it("is a referral from a site that only carries a search engine's or social site's name", () => {
    const cases: [string, string][] = [
      ["https://google.evil.example/", "google.evil.example"],
      ["https://www.google.evil.example/", "google.evil.example"],
      ["https://google.com.evil.example/", "google.com.evil.example"],
      ["https://bing.com.evil.example:8080/", "bing.com.evil.example"],
      ["https://evil.example/google.com", "evil.example"],
      ["https://evil.example/?ref=https://www.google.com/", "evil.example"],
      ["https://facebook.com.evil.example/", "facebook.com.evil.example"],
      ["https://notfacebook.com/", "notfacebook.com"],
      // A Cyrillic "о": another domain, in its punycode form.
      ["https://www.gооgle.com/", "xn--ggle-55da.com"],
      ["https://bücher.example/", "xn--bcher-kva.example"],
      ["http://203.0.113.7:8080/google", "203.0.113.7"],
      ["http://[2001:db8::1]/google", "[2001:db8::1]"],
      ["http://google/", "google"],
    ];
    for (const [referrer, source] of cases)
      expect(sourceOf(referrer), referrer).toEqual({ source, medium: "referral" });
  });

  it("is direct/(none) without a referrer or from the site itself", () => {
    expect(sourceOf("")).toEqual({ source: "direct", medium: "(none)" });
    expect(sourceOf("https://kaleon-ai.example/")).toEqual({ source: "direct", medium: "(none)" });
    expect(sourceOf("not a url")).toEqual({ source: "direct", medium: "(none)" });
    expect(sourceOf("data:text/plain,google")).toEqual({ source: "direct", medium: "(none)" });
  });

  it("copes with a huge referrer", () => {
    expect(sourceOf(`https://${"a".repeat(60)}.example/${"x".repeat(100_000)}`)).toEqual({
      source: `${"a".repeat(60)}.example`,
      medium: "referral",
    });
  });
});
