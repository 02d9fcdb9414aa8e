import { describe, expect, it } from "vitest";
import { publicPageMeta, type PageName } from "~/content/page-meta";
import { site } from "~/content/site";
import { metaForPage, organizationJsonLd, pageMeta } from "./seo";

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

describe("metaForPage", () => {
  it.each(Object.keys(publicPageMeta) as PageName[])(
    "gives %s a title that names the company once, and its keywords",
    (name) => {
      const meta = metaForPage(name, "https://example.eu");
      const { title } = meta.find((tag) => "title" in tag) as { title: string };
      expect(title).toBe(publicPageMeta[name].title);
      expect(title.split(site.name)).toHaveLength(2);
      const keywords = (publicPageMeta[name] as { keywords?: string }).keywords;
      if (keywords) expect(meta).toContainEqual({ name: "keywords", content: keywords });
    },
  );
});

describe("organizationJsonLd", () => {
  it("describes the company at the given origin", () => {
    const org = organizationJsonLd("https://example.eu");
    expect(org["@type"]).toBe("Organization");
    expect(org.url).toBe("https://example.eu");
    expect(org.name).toBe("Kaleon AI");
  });
});
