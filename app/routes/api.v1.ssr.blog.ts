import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { maxAgeOf, readCachedJson } from "~/edge/json-cache.server";
import { BLOG_PAGE_SIZE } from "~/lib/blog-list-params";
import { json } from "~/lib/json-response";
import { cachedCategories, cachedPostPage } from "~/services/blog/cached-reads.server";
import type { BlogPostPageJson } from "~/services/blog/public-queries.server";
import { readPageMeta } from "~/services/pages/page-meta.server";

/** GET /api/v1/ssr/blog → the blog list's metadata and its first page of posts with the categories. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [postsRead, categoriesRead, pageMeta] = await Promise.all([
    cachedPostPage(context, { page: 1, limit: BLOG_PAGE_SIZE }),
    cachedCategories(context),
    readPageMeta(context, "blog"),
  ]);
  // Both reads are cacheable JSON lists, so each answers 200 with a body.
  const maxAge = Math.min(maxAgeOf(postsRead), maxAgeOf(categoriesRead), pageMeta.maxAgeSeconds);
  const [postPage, categories] = await Promise.all([
    readCachedJson<BlogPostPageJson>(postsRead),
    readCachedJson<string[]>(categoriesRead),
  ]);
  const { path: _path, ...meta } = pageMeta.meta;
  return json(
    { meta, initialData: { ...postPage, categories } },
    { headers: { "Cache-Control": `public, max-age=${maxAge}` } },
  );
}
