/**
 * The blog's public reads, through the edge cache. Each is stored under the public API URL that
 * serves it (`/api/v1/blog/posts?...`, `/api/v1/blog/posts/{slug}`, `/api/v1/blog/categories`),
 * so a post page and the JSON API share one entry; the /blog page's list of cards has its own
 * (`/__blog/cards?...`), without the posts' text the API's list carries. An entry is kept 5
 * minutes (posts) or 10 (categories): a purge reaches only this data centre, and the others
 * serve what they stored for at most that long.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cachedJson, readCachedJson } from "~/edge/json-cache.server";
import { blogListSearchParams } from "~/lib/blog-list-params";
import type { BlogListQuery } from "~/schemas/blog-query";
import {
  getPublishedPost,
  listPublishedCategories,
  listPublishedPostCards,
  listPublishedPosts,
  type BlogCardPageJson,
} from "./public-queries.server";
import { getPublishedPostPage, type PublishedPostPageJson } from "./rendered-content.server";

export const BLOG_POSTS_MAX_AGE_SECONDS = 5 * 60;
const BLOG_CATEGORIES_MAX_AGE_SECONDS = 10 * 60;

export const BLOG_POST_NOT_FOUND = "Blog post not found";

/** The request's edge cache, and its database for a miss (opened only then). */
type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

export function cachedPostPage({ edgeCache, db }: ReadContext, query: BlogListQuery) {
  return cachedJson(edgeCache, {
    path: `/api/v1/blog/posts?${blogListSearchParams(query)}`,
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    load: async () => listPublishedPosts(await db(), query),
  });
}

/** Where the edge cache keeps the pages' lists of posts (no address serves it). */
export const POST_CARDS_PATH = "/__blog/cards";

/** A page of posts as the /blog page lists them: its own entry, without the posts' text. */
function cachedPostCardPage({ edgeCache, db }: ReadContext, query: BlogListQuery) {
  return cachedJson(edgeCache, {
    path: `${POST_CARDS_PATH}?${blogListSearchParams(query)}`,
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    load: async () => listPublishedPostCards(await db(), query),
  });
}

export function cachedCategories({ edgeCache, db }: ReadContext) {
  return cachedJson(edgeCache, {
    path: "/api/v1/blog/categories",
    maxAgeSeconds: BLOG_CATEGORIES_MAX_AGE_SECONDS,
    load: async () => listPublishedCategories(await db()),
    // Every page of the blog's list shows them.
    keptInIsolate: true,
  });
}

/** Where the edge cache keeps posts as their pages show them (no address serves it). */
const POST_PAGE_PATH = "/__blog/post";

/**
 * A post as its page shows it: its own entry, with the content as HTML instead of Markdown,
 * which the API's entry must not carry.
 */
function cachedPostForPage({ edgeCache, db }: ReadContext, slug: string) {
  return cachedJson(edgeCache, {
    path: `${POST_PAGE_PATH}/${encodeURIComponent(slug)}`,
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    load: async () => getPublishedPostPage(await db(), slug),
    notFoundMessage: BLOG_POST_NOT_FOUND,
  });
}

export function cachedPost({ edgeCache, db }: ReadContext, slug: string) {
  return cachedJson(edgeCache, {
    path: `/api/v1/blog/posts/${encodeURIComponent(slug)}`,
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    load: async () => getPublishedPost(await db(), slug),
    notFoundMessage: BLOG_POST_NOT_FOUND,
  });
}

/** The same reads as data, for the pages that render them; null for a post not published. */
export async function readPostCardPage(context: ReadContext, query: BlogListQuery) {
  return readCachedJson<BlogCardPageJson>(await cachedPostCardPage(context, query));
}

export async function readCategories(context: ReadContext) {
  return readCachedJson<string[]>(await cachedCategories(context));
}

export async function readPostForPage(context: ReadContext, slug: string) {
  return readCachedJson<PublishedPostPageJson>(await cachedPostForPage(context, slug));
}
