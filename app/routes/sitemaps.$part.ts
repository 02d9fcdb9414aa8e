import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedDocument } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { BLOG_POSTS_MAX_AGE_SECONDS } from "~/services/blog/cached-reads.server";
import { renderSitemap, sitemapPartPath, sitemapParts } from "~/services/blog/feeds.server";
import { listPostsForSitemap, publicPostsSummary } from "~/services/blog/public-queries.server";

const PART_FILE = /^([1-9]\d{0,5})\.xml$/;

/**
 * GET /sitemaps/{n}.xml: part n of a sitemap split at 50,000 URLs (/sitemap.xml is then their
 * index). While the site fits in one sitemap there are no parts: 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const n = Number(PART_FILE.exec(params.part ?? "")?.[1]);
  if (!n) throw new Response("Not found", { status: 404 });
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedDocument(context.edgeCache, {
    path: sitemapPartPath(n),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    contentType: "application/xml; charset=utf-8",
    load: async () => {
      const db = await context.db();
      const summary = await publicPostsSummary(db);
      const parts = sitemapParts(summary.total);
      if (parts.count === 1 || n > parts.count) return null;
      const part = parts.part(n);
      const posts = await listPostsForSitemap(db, part);
      return renderSitemap(
        posts,
        origin,
        part.withPages ? { blogLastChange: summary.lastChange } : null,
      );
    },
    serialize: (xml) => xml,
  });
}
