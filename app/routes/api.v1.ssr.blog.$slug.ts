import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, jsonError } from "~/lib/json-response";
import { blogSlugSchema } from "~/schemas/blog-query";
import {
  BLOG_POST_NOT_FOUND,
  blogReadContext,
  cacheControlOf,
  cachedPost,
  readCachedJson,
} from "~/services/blog-cache.server";
import { blogPostMeta, siteOrigin } from "~/services/blog-meta.server";
import type { PublicBlogPostJson } from "~/services/blog.server";

/** GET /api/v1/ssr/blog/{slug} → the post's page metadata and the post; 404 when not published. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) return jsonError(404, BLOG_POST_NOT_FOUND);
  const read = await cachedPost(blogReadContext(request, context), slug.data);
  const post = await readCachedJson<PublicBlogPostJson>(read);
  if (!post) return jsonError(404, BLOG_POST_NOT_FOUND);
  return json(
    { meta: blogPostMeta(post, siteOrigin(request, context.env.SITE_URL)), initialData: { post } },
    { headers: { "Cache-Control": cacheControlOf(read) } },
  );
}
