import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  BLOG_POSTS_MAX_AGE_SECONDS,
  cachedBlogDocument,
  nextGoLiveFrom,
} from "~/services/blog-cache.server";
import { renderRssFeed } from "~/services/blog-feeds.server";
import { siteOrigin } from "~/services/blog-meta.server";
import { listPostsForFeed } from "~/services/blog.server";

/** GET /blog/rss.xml: RSS 2.0 of the latest 20 published posts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedBlogDocument({
    url: new URL("/blog/rss.xml", request.url),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    ctx: context.ctx,
    contentType: "application/rss+xml; charset=utf-8",
    load: async () => listPostsForFeed(await context.db()),
    nextGoLive: nextGoLiveFrom(() => context.db()),
    serialize: (posts) => renderRssFeed(posts, origin),
  });
}
