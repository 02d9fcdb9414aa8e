/**
 * GET /blog/{slug}.md: a published post as markdown (text/markdown), from the same cached read
 * as its page; drafts and unknown posts answer 404. The route's path is `blog/:slug.md`: the
 * literal `.md` ends the segment, so it ranks above the post page for these URLs.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControlOf, readCachedJson } from "~/edge/json-cache.server";
import { siteOrigin } from "~/lib/site-origin";
import { blogSlugSchema } from "~/schemas/blog-query";
import { BLOG_POST_NOT_FOUND, cachedPost } from "~/services/blog/cached-reads.server";
import { renderPostMarkdown } from "~/services/blog/llms-txt.server";
import type { PublicBlogPostJson } from "~/services/blog/public-queries.server";

const notFound = () =>
  new Response(`${BLOG_POST_NOT_FOUND}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) return notFound();
  const read = await cachedPost(context, slug.data);
  const post = await readCachedJson<PublicBlogPostJson>(read);
  if (!post) return notFound();
  const origin = siteOrigin(request, context.env.SITE_URL);
  return new Response(renderPostMarkdown(post, origin), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": cacheControlOf(read),
      // The page is the canonical copy; search engines should not index this one beside it.
      Link: `<${origin}/blog/${encodeURIComponent(post.slug)}>; rel="canonical"`,
    },
  });
}
