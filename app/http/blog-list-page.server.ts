import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { blogListFailures } from "~/content/blog-page";
import { BLOG_PAGE_SIZE, blogListSearchParams } from "~/lib/blog-list-params";
import { siteOrigin } from "~/lib/site-origin";
import { parseBlogListQuery, type BlogListQuery } from "~/schemas/blog-query";
import { readCategories, readPostCardPage } from "~/services/blog/cached-reads.server";
import { mediaSizes } from "~/services/media/images.server";
import { readPageMeta } from "~/services/pages/page-meta.server";
import { orFailWith } from "./page-errors.server";

/**
 * What the blog index's loader sends: a page of post cards with their images' sizes, the
 * categories, the query as the page shows it, its meta tags and canonical address. Through this
 * one module the page's browser code reaches none of the reads (each server module a route
 * imports stays in its bundle as an empty stub).
 */
export async function blogListPageData(
  request: Request,
  context: Pick<AppLoadContext, "env" | "edgeCache" | "db">,
) {
  const parsed = parseBlogListQuery(new URL(request.url).searchParams);
  if (!parsed.success)
    throw data(
      { message: parsed.error.issues[0]?.message ?? "Invalid blog page" },
      { status: 400 },
    );
  // The page always shows 20 posts; `limit` is for API clients.
  const query: BlogListQuery = { ...parsed.data, limit: BLOG_PAGE_SIZE };

  const postRead = orFailWith(readPostCardPage(context, query), blogListFailures.posts);
  const categoryRead = orFailWith(readCategories(context), blogListFailures.categories);
  // Both run at once; when both fail, the posts' message is the one the page shows.
  categoryRead.catch(() => undefined);
  // Never fails: without the company's published details it names the company as the code does.
  const pageMeta = readPageMeta(context, "blog");
  const postPage = await postRead;
  const categories = await categoryRead;
  const found = postPage?.posts ?? [];
  const imageSizes = await mediaSizes(
    context.env.MEDIA,
    found.map((post) => post.imageUrl),
  );
  const posts = found.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    imageUrl: post.imageUrl,
    imageSize: (post.imageUrl && imageSizes[post.imageUrl]) || null,
    readTime: post.readTime,
    author: post.author,
    publishedDate: post.publishedDate,
    createdAt: post.createdAt,
  }));
  const canonicalQuery = blogListSearchParams({
    page: query.page,
    category: query.category,
  }).toString();
  return {
    posts,
    pagination: postPage!.pagination,
    categories: categories ?? [],
    query: { page: query.page, category: query.category, search: query.search ?? "" },
    pageMeta: (await pageMeta).meta,
    canonicalUrl: `${siteOrigin(request, context.env.SITE_URL)}/blog${canonicalQuery ? `?${canonicalQuery}` : ""}`,
  };
}
