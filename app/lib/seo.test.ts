import { describe, expect, it } from "vitest";
import {
  defaultPageMeta,
  publicPageMeta,
  publicPagePaths,
  type PageName,
} from "~/content/page-meta";
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
  it.each(Object.keys(publicPagePaths) as PageName[])(
    "gives %s a title that names the company once, and its keywords",
    (name) => {
      const page = defaultPageMeta(name);
      const meta = metaForPage(page, site.name, "https://example.eu");
      const { title } = meta.find((tag) => "title" in tag) as { title: string };
      expect(title).toBe(page.title);
      expect(title.split(site.name)).toHaveLength(2);
      if (page.keywords) expect(meta).toContainEqual({ name: "keywords", content: page.keywords });
    },
  );

  it("names the company as given, in the title and og:site_name", () => {
    const company = { name: "Renamed Co", legalName: "Renamed Co GmbH" };
    const meta = metaForPage(publicPageMeta({ name: "contact", company }), company.name, undefined);
    expect(meta).toContainEqual({ title: "Contact | Renamed Co" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Renamed Co" });
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
