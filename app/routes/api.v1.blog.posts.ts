import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { parseBlogListQuery } from "~/schemas/blog-query";
import { cachedPostPage } from "~/services/blog/cached-reads.server";

/** GET /api/v1/blog/posts?page&limit&category&search → { posts, pagination } (published posts only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseBlogListQuery(new URL(request.url).searchParams);
  if (!query.success) {
    return jsonError(400, "Invalid query parameters", {
      errors: query.error.flatten().fieldErrors,
    });
  }
  return cachedPostPage(context, query.data);
}
