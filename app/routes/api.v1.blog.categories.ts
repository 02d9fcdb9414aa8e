import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedCategories } from "~/services/blog/cached-reads.server";

/** GET /api/v1/blog/categories → the categories of published posts, as a list of names. */
export async function loader({ context }: LoaderFunctionArgs) {
  return cachedCategories(context);
}
