/**
 * The blog's RSS 2.0 feed and the site's sitemap (sitemaps.org 0.9), as XML text; past 50,000
 * URLs the sitemap is an index of parts.
 */
import { blogIntro, publicPagePaths } from "~/content/page-meta";
import { site } from "~/content/site";
import type { listPostsForFeed, listPostsForSitemap } from "./public-queries.server";

// Characters XML 1.0 forbids even when escaped.
// eslint-disable-next-line no-control-regex -- tab, LF and CR are the control characters XML allows
const INVALID_XML_CHARS = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string) {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** RFC 822 date-time as RSS 2.0 wants it, e.g. "Mon, 23 Nov 2026 05:47:39 GMT". */
function rfc822(date: Date) {
  return date.toUTCString();
}

type FeedPost = Awaited<ReturnType<typeof listPostsForFeed>>[number];

export function renderRssFeed(posts: FeedPost[], origin: string) {
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : null,
      `      <pubDate>${rfc822(post.publishedDate ?? post.createdAt)}</pubDate>`,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  const newest = posts[0] ? rfc822(posts[0].publishedDate ?? posts[0].createdAt) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(blogIntro)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

type SitemapPost = Awaited<ReturnType<typeof listPostsForSitemap>>[number];

const staticPages: { path: string; changefreq: string; priority: string }[] = [
  { path: publicPagePaths.home, changefreq: "weekly", priority: "1.0" },
  { path: publicPagePaths.blog, changefreq: "daily", priority: "0.9" },
  { path: publicPagePaths.team, changefreq: "monthly", priority: "0.7" },
  { path: publicPagePaths.resources, changefreq: "monthly", priority: "0.7" },
  { path: publicPagePaths.contact, changefreq: "yearly", priority: "0.6" },
  { path: publicPagePaths.privacy, changefreq: "yearly", priority: "0.3" },
  { path: publicPagePaths.terms, changefreq: "yearly", priority: "0.3" },
  { path: publicPagePaths.cookies, changefreq: "yearly", priority: "0.3" },
];

/** The protocol's limit of URLs in one sitemap; past it the site's URLs are split over several. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapPart {
  /** Whether this part lists the site's pages (the first part does). */
  withPages: boolean;
  /** Which public posts it lists, in listPostsForSitemap's order. */
  offset: number;
  limit: number;
}

/**
 * How the site's URLs — its pages, then every public post — are split into sitemaps of at most
 * `maxUrls` each (far more than the site has pages): `count` parts, and what part `n` (1-based)
 * lists.
 */
export function sitemapParts(postCount: number, maxUrls = SITEMAP_MAX_URLS) {
  const pages = staticPages.length;
  const total = pages + postCount;
  return {
    count: Math.max(1, Math.ceil(total / maxUrls)),
    part(n: number): SitemapPart {
      const first = (n - 1) * maxUrls;
      const end = Math.min(n * maxUrls, total);
      const firstPost = Math.max(first, pages) - pages;
      return { withPages: n === 1, offset: firstPost, limit: Math.max(0, end - pages - firstPost) };
    },
  };
}

/**
 * A sitemap of `posts`, led by the site's pages when `pages` is given (the blog's last change is
 * the latest change of any public post).
 */
export function renderSitemap(
  posts: SitemapPost[],
  origin: string,
  pages: { blogLastChange: Date | null } | null,
) {
  const entry = (loc: string, fields: { lastmod?: Date; changefreq: string; priority: string }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(loc)}</loc>`,
      fields.lastmod ? `    <lastmod>${fields.lastmod.toISOString()}</lastmod>` : null,
      `    <changefreq>${fields.changefreq}</changefreq>`,
      `    <priority>${fields.priority}</priority>`,
      "  </url>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...(pages ? staticPages : []).map((page) =>
      entry(`${origin}${page.path}`, {
        ...page,
        lastmod: page.path === "/blog" ? (pages?.blogLastChange ?? undefined) : undefined,
      }),
    ),
    ...posts.map((post) =>
      entry(`${origin}/blog/${encodeURIComponent(post.slug)}`, {
        lastmod: post.updatedAt,
        changefreq: "monthly",
        priority: "0.8",
      }),
    ),
    "</urlset>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** Where part `n` of a split sitemap is served. */
export function sitemapPartPath(n: number) {
  return `/sitemaps/${n}.xml`;
}

/** The sitemap index that names the `count` parts of a split sitemap. */
export function renderSitemapIndex(count: number, origin: string) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: count },
      (_, index) =>
        `  <sitemap>\n    <loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc>\n  </sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
