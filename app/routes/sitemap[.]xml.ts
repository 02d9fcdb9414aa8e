import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedDocument } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { renderSitemap } from "~/services/blog-feeds.server";
import { BLOG_POSTS_MAX_AGE_SECONDS } from "~/services/blog-reads.server";
import { listPostsForSitemap } from "~/services/blog.server";

/** GET /sitemap.xml: every public page and every published post (sitemaps.org 0.9). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedDocument(context.edgeCache, {
    path: "/sitemap.xml",
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    contentType: "application/xml; charset=utf-8",
    load: async () => listPostsForSitemap(await context.db()),
    serialize: (posts) => renderSitemap(posts, origin),
  });
}
