import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedDocument } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { BLOG_POSTS_MAX_AGE_SECONDS } from "~/services/blog/cached-reads.server";
import { renderSitemap, renderSitemapIndex, sitemapParts } from "~/services/blog/feeds.server";
import { listPostsForSitemap, publicPostsSummary } from "~/services/blog/public-queries.server";

/**
 * GET /sitemap.xml: every public page and every published post (sitemaps.org 0.9); past the
 * protocol's 50,000 URLs, an index of the parts at /sitemaps/{n}.xml.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedDocument(context.edgeCache, {
    path: "/sitemap.xml",
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    contentType: "application/xml; charset=utf-8",
    load: async () => {
      const db = await context.db();
      const summary = await publicPostsSummary(db);
      const parts = sitemapParts(summary.total);
      if (parts.count > 1) return renderSitemapIndex(parts.count, origin);
      const posts = await listPostsForSitemap(db, parts.part(1));
      return renderSitemap(posts, origin, { blogLastChange: summary.lastChange });
    },
    serialize: (xml) => xml,
  });
}
