import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedDocument } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { BLOG_POSTS_MAX_AGE_SECONDS } from "~/services/blog/cached-reads.server";
import { renderRssFeed } from "~/services/blog/feeds.server";
import { listPostsForFeed } from "~/services/blog/public-queries.server";

/** GET /blog/rss.xml: RSS 2.0 of the latest 20 published posts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedDocument(context.edgeCache, {
    path: "/blog/rss.xml",
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    contentType: "application/rss+xml; charset=utf-8",
    load: async () => listPostsForFeed(await context.db()),
    serialize: (posts) => renderRssFeed(posts, origin),
  });
}
