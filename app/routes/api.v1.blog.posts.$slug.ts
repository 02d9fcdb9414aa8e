import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { blogSlugSchema } from "~/schemas/blog-query";
import { BLOG_POST_NOT_FOUND, blogReadContext, cachedPost } from "~/services/blog-cache.server";

/** GET /api/v1/blog/posts/{slug} → the published post, or 404 { message: "Blog post not found" }. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) return jsonError(404, BLOG_POST_NOT_FOUND);
  return cachedPost(blogReadContext(request, context), slug.data);
}
