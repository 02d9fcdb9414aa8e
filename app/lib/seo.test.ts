import { describe, expect, it } from "vitest";
import { organizationJsonLd, pageMeta } from "./seo";

describe("pageMeta", () => {
  it("builds title, description, canonical and Open Graph tags from the given origin", () => {
    const meta = pageMeta({
      title: "AI Team",
      description: "Meet the agents.",
      path: "/team",
      origin: "https://example.eu",
    });
    expect(meta).toContainEqual({ title: "AI Team | Kaleon AI" });
    expect(meta).toContainEqual({ name: "description", content: "Meet the agents." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.eu/team",
    });
    expect(meta).toContainEqual({ property: "og:title", content: "AI Team | Kaleon AI" });
    expect(meta).toContainEqual({ property: "og:description", content: "Meet the agents." });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
  });

  it("does not repeat the site name when the title is the site name", () => {
    const meta = pageMeta({
      title: "Kaleon AI",
      description: "d",
      path: "/",
      origin: "http://localhost:8787",
    });
    expect(meta).toContainEqual({ title: "Kaleon AI" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:8787/",
    });
  });
});

describe("organizationJsonLd", () => {
  it("describes the company at the given origin", () => {
    const org = organizationJsonLd("https://example.eu");
    expect(org["@type"]).toBe("Organization");
    expect(org.url).toBe("https://example.eu");
    expect(org.name).toBe("Kaleon AI");
  });
});
