import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedDocument } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { BLOG_POSTS_MAX_AGE_SECONDS } from "~/services/blog/cached-reads.server";
import { renderLlmsTxt } from "~/services/blog/llms-txt.server";
import { listPostsForLlms } from "~/services/blog/public-queries.server";

/** GET /llms.txt: the site's pages and the newest published posts, as a markdown index for LLMs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return cachedDocument(context.edgeCache, {
    path: "/llms.txt",
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    contentType: "text/plain; charset=utf-8",
    load: async () => listPostsForLlms(await context.db()),
    serialize: (posts) => renderLlmsTxt(posts, origin),
  });
}
