import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  BLOG_POSTS_MAX_AGE_SECONDS,
  cachedBlogDocument,
  nextGoLiveFrom,
} from "~/services/blog-cache.server";
import { renderSitemap } from "~/services/blog-feeds.server";
import { siteOrigin } from "~/services/blog-meta.server";
import { listPostsForSitemap } from "~/services/blog.server";

/** GET /sitemap.xml: every public page and every published post (sitemaps.org 0.9). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedBlogDocument({
    url: new URL("/sitemap.xml", request.url),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    ctx: context.ctx,
    contentType: "application/xml; charset=utf-8",
    load: async () => listPostsForSitemap(await context.db()),
    nextGoLive: nextGoLiveFrom(() => context.db()),
    serialize: (posts) => renderSitemap(posts, origin),
  });
}
