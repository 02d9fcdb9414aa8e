import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { blogReadContext, cachedCategories } from "~/services/blog-cache.server";

/** GET /api/v1/blog/categories → the categories of published posts, as a list of names. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return cachedCategories(blogReadContext(request, context));
}
