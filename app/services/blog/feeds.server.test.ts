import { describe, expect, it } from "vitest";
import { renderSitemap, renderSitemapIndex, sitemapParts } from "./feeds.server";

const PAGES = 8;
const post = (n: number) => ({ slug: `post-${n}`, updatedAt: new Date(Date.UTC(2026, 0, n)) });

describe("sitemapParts", () => {
  it("keeps the site in one sitemap up to the limit, pages first", () => {
    const parts = sitemapParts(50_000 - PAGES);
    expect(parts.count).toBe(1);
    expect(parts.part(1)).toEqual({ withPages: true, offset: 0, limit: 50_000 - PAGES });
  });

  it("splits past the limit, every URL in exactly one part of at most the limit", () => {
    const postCount = 100_000;
    const parts = sitemapParts(postCount);
    expect(parts.count).toBe(3);
    const all = [1, 2, 3].map((n) => parts.part(n));
    expect(all.map((part) => part.withPages)).toEqual([true, false, false]);
    expect(all[0]).toEqual({ withPages: true, offset: 0, limit: 50_000 - PAGES });
    expect(all[1]).toEqual({ withPages: false, offset: 50_000 - PAGES, limit: 50_000 });
    expect(all[2]).toEqual({ withPages: false, offset: 100_000 - PAGES, limit: PAGES });
    expect(all.reduce((sum, part) => sum + part.limit, 0)).toBe(postCount);
  });

  it("splits at a smaller limit the same way", () => {
    const parts = sitemapParts(15, 10);
    expect(parts.count).toBe(3);
    const urls = [1, 2, 3].map((n) => {
      const part = parts.part(n);
      return (part.withPages ? PAGES : 0) + part.limit;
    });
    expect(urls).toEqual([10, 10, 3]);
  });
});

describe("renderSitemap and renderSitemapIndex", () => {
  it("lists the pages only in the part that carries them", () => {
    const withPages = renderSitemap([post(1)], "https://example.com", {
      blogLastChange: new Date(Date.UTC(2026, 5, 1)),
    });
    expect(withPages).toContain("<loc>https://example.com/blog</loc>");
    expect(withPages).toContain("<lastmod>2026-06-01T00:00:00.000Z</lastmod>");
    const postsOnly = renderSitemap([post(2)], "https://example.com", null);
    expect(postsOnly).not.toContain("<loc>https://example.com/blog</loc>");
    expect(postsOnly).toContain("<loc>https://example.com/blog/post-2</loc>");
  });

  it("names every part in the index", () => {
    const index = renderSitemapIndex(3, "https://example.com");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain("<loc>https://example.com/sitemaps/3.xml</loc>");
  });
});
