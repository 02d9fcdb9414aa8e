import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControlOf, readCachedJson } from "~/edge/json-cache.server";
import { json, jsonError } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { blogSlugSchema } from "~/schemas/blog-query";
import { BLOG_POST_NOT_FOUND, cachedPost } from "~/services/blog/cached-reads.server";
import { blogPostMeta } from "~/services/blog/post-meta.bundle-boundary.server";
import type { PublicBlogPostJson } from "~/services/blog/public-queries.server";

/** GET /api/v1/ssr/blog/{slug} → the post's page metadata and the post; 404 when not published. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) return jsonError(404, BLOG_POST_NOT_FOUND);
  const read = await cachedPost(context, slug.data);
  const post = await readCachedJson<PublicBlogPostJson>(read);
  if (!post) return jsonError(404, BLOG_POST_NOT_FOUND);
  return json(
    { meta: blogPostMeta(post, siteOrigin(request, context.env.SITE_URL)), initialData: { post } },
    { headers: { "Cache-Control": cacheControlOf(read) } },
  );
}
