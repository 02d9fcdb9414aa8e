import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { blogSlugSchema } from "~/schemas/blog-query";
import { BLOG_POST_NOT_FOUND, cachedPost } from "~/services/blog/cached-reads.server";

/** GET /api/v1/blog/posts/{slug} → the published post, or 404 { message: "Blog post not found" }. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) return jsonError(404, BLOG_POST_NOT_FOUND);
  return cachedPost(context, slug.data);
}
