/**
 * The blog list's parameters as the browser needs them (page size, links to other pages of a
 * query), apart from their validation in app/schemas/blog-query.ts so that the public pages
 * carry no validation library.
 */

/** The blog list shows 20 posts a page; API clients may ask for up to 100. */
export const BLOG_PAGE_SIZE = 20;
export const BLOG_MAX_LIMIT = 100;

/** The same parameters as a query string in a fixed order, so equal queries share a cache entry. */
/** The list parameters a link or cache key may carry; their validation lives in the schema. */
interface BlogListParams {
  page?: number;
  limit?: number;
  category?: string;
  search?: string;
}

export function blogListSearchParams(query: BlogListParams) {
  const params = new URLSearchParams();
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  if (query.limit && query.limit !== BLOG_PAGE_SIZE) params.set("limit", String(query.limit));
  if (query.category) params.set("category", query.category);
  if (query.search) params.set("search", query.search);
  return params;
}
