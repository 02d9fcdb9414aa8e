import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicPageMeta } from "~/content/page-meta";
import { json } from "~/lib/http.server";
import { BLOG_PAGE_SIZE } from "~/schemas/blog-query";
import {
  BLOG_POSTS_MAX_AGE_SECONDS,
  blogReadContext,
  cachedCategories,
  cachedPostPage,
  readCachedJson,
} from "~/services/blog-cache.server";
import type { BlogPostPageJson } from "~/services/blog.server";

/** GET /api/v1/ssr/blog → the blog list's metadata and its first page of posts with the categories. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const reads = blogReadContext(request, context);
  const [postPage, categories] = await Promise.all([
    cachedPostPage(reads, { page: 1, limit: BLOG_PAGE_SIZE }).then((r) =>
      readCachedJson<BlogPostPageJson>(r),
    ),
    cachedCategories(reads).then((r) => readCachedJson<string[]>(r)),
  ]);
  const { path: _path, ...meta } = publicPageMeta.blog;
  return json(
    { meta, initialData: { ...postPage, categories } },
    { headers: { "Cache-Control": `public, max-age=${BLOG_POSTS_MAX_AGE_SECONDS}` } },
  );
}
