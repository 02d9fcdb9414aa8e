import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  BLOG_POSTS_MAX_AGE_SECONDS,
  cachedBlogDocument,
  nextGoLiveFrom,
} from "~/services/blog-cache.server";
import { siteOrigin } from "~/services/blog-meta.server";
import { listPostsForLlms } from "~/services/blog.server";
import { renderLlmsTxt } from "~/services/llms-txt.server";

/** GET /llms.txt: the site's pages and every published post, as a markdown index for LLMs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedBlogDocument({
    url: new URL("/llms.txt", request.url),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    ctx: context.ctx,
    contentType: "text/plain; charset=utf-8",
    load: async () => listPostsForLlms(await context.db()),
    nextGoLive: nextGoLiveFrom(() => context.db()),
    serialize: (posts) => renderLlmsTxt(posts, origin),
  });
}
