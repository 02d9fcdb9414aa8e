import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicPageMeta } from "~/content/page-meta";
import { cacheControlOf, readCachedJson } from "~/edge/json-cache.server";
import { BLOG_PAGE_SIZE } from "~/lib/blog-list-params";
import { json } from "~/lib/json-response";
import { cachedCategories, cachedPostPage } from "~/services/blog/cached-reads.server";
import type { BlogPostPageJson } from "~/services/blog/public-queries.server";

/** GET /api/v1/ssr/blog → the blog list's metadata and its first page of posts with the categories. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [postsRead, categoriesRead] = await Promise.all([
    cachedPostPage(context, { page: 1, limit: BLOG_PAGE_SIZE }),
    cachedCategories(context),
  ]);
  // Both reads are cacheable JSON lists, so each answers 200 with a body.
  const cacheControl = cacheControlOf(postsRead, categoriesRead);
  const [postPage, categories] = await Promise.all([
    readCachedJson<BlogPostPageJson>(postsRead),
    readCachedJson<string[]>(categoriesRead),
  ]);
  const { path: _path, ...meta } = publicPageMeta.blog;
  return json(
    { meta, initialData: { ...postPage, categories } },
    { headers: { "Cache-Control": cacheControl } },
  );
}
