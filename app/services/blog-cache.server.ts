/**
 * Edge cache for the public blog reads (the Workers Cache API, `edgeCache()`, keyed by URL).
 *
 * Every cached entry is keyed by the public API URL its data is served at
 * (`/api/v1/blog/posts?...`, `/api/v1/blog/posts/{slug}`, `/api/v1/blog/categories`), so the
 * /blog pages and the JSON API share one entry per query. Keys also carry a "generation": a
 * random id stored in the same cache. Purging replaces the generation, which makes every
 * earlier entry unreachable at once, including search results whose URLs nobody can list.
 *
 * HOW TO PURGE (admin: after creating, updating, publishing/unpublishing or deleting a post):
 *
 *   import { purgeBlogCache } from "~/services/blog-cache.server";
 *   await purgeBlogCache(request);            // request, URL or origin string of this site
 *
 * It is cheap (one cache write) and safe to call more often than needed.
 *
 * Limits: the Cache API is local to one Cloudflare data centre, and it is a no-op on
 * *.workers.dev hosts (it needs a custom domain). Other data centres keep serving what they
 * cached until its max-age runs out, i.e. at most 5 minutes (posts) or 10 (categories),
 * the cache times the spec gives. Only responses without cookies or visitor state go in here.
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { blogListSearchParams } from "~/lib/blog-list-params";
import type { Database } from "~/platform/db.server";
import type { BlogListQuery } from "~/schemas/blog-query";
import {
  getPublishedPost,
  listPublishedCategories,
  listPublishedPosts,
  nextScheduledGoLive,
} from "./blog.server";

export const BLOG_POSTS_MAX_AGE_SECONDS = 5 * 60;
export const BLOG_CATEGORIES_MAX_AGE_SECONDS = 10 * 60;

const GENERATION_PATH = "/__blog-cache/generation";
const GENERATION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** `caches.default` of workerd (the DOM typings of `caches` do not know it). */
function edgeCache() {
  return (caches as unknown as { default: Cache }).default;
}

/** Reads when the next scheduled post goes live (from the database); null when none is scheduled. */
export type NextGoLive = () => Promise<Date | null>;

/**
 * A generation, and the moment it retires itself: the next time a scheduled post goes live.
 * Nothing cached under it, and no max-age sent with it, reaches past that moment.
 */
export interface BlogCacheGeneration {
  id: string;
  until: number | null;
}

const UNTIL_HEADER = "X-Blog-Generation-Until";
/** When the next go-live could not be read (database down), look again this soon. */
const UNKNOWN_SCHEDULE_RECHECK_MS = 60_000;

/** The generation every cached read of this origin is keyed under; full pages use it too. */
export function blogCacheGeneration(origin: string, nextGoLive: NextGoLive) {
  return currentGeneration(edgeCache(), origin, nextGoLive);
}

/**
 * For the health check: whether this data centre's edge cache answers (reading the current
 * generation, which writes one if there is none). Without it pages still work, from the database.
 */
export async function edgeCacheStatus(
  origin: string,
  nextGoLive: NextGoLive,
): Promise<"ok" | "unavailable"> {
  try {
    await currentGeneration(edgeCache(), origin, nextGoLive);
    return "ok";
  } catch {
    return "unavailable";
  }
}

function originOf(source: Request | URL | string) {
  return new URL(source instanceof Request ? source.url : source).origin;
}

function generationKey(origin: string) {
  return new Request(origin + GENERATION_PATH);
}

async function currentGeneration(
  cache: Cache,
  origin: string,
  nextGoLive: NextGoLive,
): Promise<BlogCacheGeneration> {
  const key = generationKey(origin);
  const stored = await cache.match(key);
  if (stored) {
    const until = Number(stored.headers.get(UNTIL_HEADER)) || null;
    if (until === null || Date.now() < until) return { id: await stored.text(), until };
    await stored.body?.cancel();
  }
  // None yet (or evicted, or a scheduled post has just gone live): start a new one; entries
  // under any older one can no longer be reached.
  return writeGeneration(cache, key, nextGoLive);
}

async function writeGeneration(cache: Cache, key: Request, nextGoLive: NextGoLive) {
  let until: number | null;
  try {
    until = (await nextGoLive())?.getTime() ?? null;
  } catch {
    until = Date.now() + UNKNOWN_SCHEDULE_RECHECK_MS;
  }
  const generation = { id: crypto.randomUUID(), until };
  const headers = new Headers({ "Cache-Control": `public, max-age=${GENERATION_MAX_AGE_SECONDS}` });
  if (until !== null) headers.set(UNTIL_HEADER, String(until));
  await cache.put(key, new Response(generation.id, { headers }));
  return generation;
}

/**
 * Makes every cached blog read of this site's origin stale, and notes when the next scheduled
 * post goes live. See the note at the top of this file.
 */
export async function purgeBlogCache(site: Request | URL | string, nextGoLive: NextGoLive) {
  await writeGeneration(edgeCache(), generationKey(originOf(site)), nextGoLive);
}

/** A max-age that ends no later than the generation does (when a scheduled post goes live). */
export function maxAgeWithin(maxAgeSeconds: number, { until }: BlogCacheGeneration) {
  if (until === null) return maxAgeSeconds;
  return Math.max(0, Math.min(maxAgeSeconds, Math.floor((until - Date.now()) / 1000)));
}

/** The Cache-Control of a document built from cached reads: the shortest of theirs. */
export function cacheControlOf(...reads: Response[]) {
  const ages = reads.map((read) =>
    Number(/max-age=(\d+)/.exec(read.headers.get("Cache-Control") ?? "")?.[1] ?? 0),
  );
  return `public, max-age=${Math.min(...ages)}`;
}

export interface CachedBlogRead<T> {
  /** The public URL the data is served at; with the generation it is the cache key. */
  url: URL;
  maxAgeSeconds: number;
  ctx: ExecutionContext;
  /** Reads from the database on a miss. `null` answers 404, which is not cached. */
  load: () => Promise<T | null>;
  /** Read only when a new generation starts. */
  nextGoLive: NextGoLive;
  notFoundMessage?: string;
}

/**
 * A JSON response for a public blog read, from the edge cache when warm. It carries
 * `Cache-Control: public, max-age=…` and `X-Cache: HIT|MISS`.
 */
export function cachedBlogJson<T>({ notFoundMessage = "Not found", ...read }: CachedBlogRead<T>) {
  return cachedBlogDocument({
    ...read,
    contentType: "application/json; charset=utf-8",
    serialize: (body) => JSON.stringify(body),
    notFoundBody: JSON.stringify({ message: notFoundMessage }),
  });
}

/** The same for a text document (RSS, sitemap) built from blog data. */
export async function cachedBlogDocument<T>({
  url,
  maxAgeSeconds,
  ctx,
  load,
  nextGoLive,
  contentType,
  serialize,
  notFoundBody = "Not found",
}: Omit<CachedBlogRead<T>, "notFoundMessage"> & {
  contentType: string;
  serialize: (body: T) => string;
  notFoundBody?: string;
}) {
  const cache = edgeCache();
  const key = new URL(url);
  const generation = await currentGeneration(cache, key.origin, nextGoLive);
  key.searchParams.set("__generation", generation.id);
  const cacheKey = new Request(key);
  const cacheControl = `public, max-age=${maxAgeWithin(maxAgeSeconds, generation)}`;

  const hit = await cache.match(cacheKey);
  if (hit) return withCacheStatus(hit, "HIT", cacheControl);

  const body = await load();
  if (body === null) {
    return new Response(notFoundBody, {
      status: 404,
      headers: { "Content-Type": contentType, "Cache-Control": "no-cache" },
    });
  }
  const response = new Response(serialize(body), {
    headers: { "Content-Type": contentType, "Cache-Control": cacheControl },
  });
  ctx.waitUntil(cache.put(cacheKey, response.clone()));
  return withCacheStatus(response, "MISS", cacheControl);
}

function withCacheStatus(response: Response, status: "HIT" | "MISS", cacheControl: string) {
  const headers = new Headers(response.headers);
  headers.set("X-Cache", status);
  headers.set("Cache-Control", cacheControl);
  return new Response(response.body, { status: response.status, headers });
}

/** Reads the JSON body of a `cachedBlogJson` response for a page loader. */
export async function readCachedJson<T>(response: Response): Promise<T | null> {
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return (await response.json()) as T;
}

/** Where each public read is served; these URLs are also its cache keys. */
export const blogApiUrls = {
  posts: (origin: string, query: Partial<BlogListQuery>) => {
    const url = new URL("/api/v1/blog/posts", origin);
    url.search = blogListSearchParams(query).toString();
    return url;
  },
  post: (origin: string, slug: string) =>
    new URL(`/api/v1/blog/posts/${encodeURIComponent(slug)}`, origin),
  categories: (origin: string) => new URL("/api/v1/blog/categories", origin),
};

interface ReadContext {
  origin: string;
  ctx: ExecutionContext;
  /** Opens the database; only called on a cache miss. */
  db: () => Promise<Database>;
}

/** The next go-live, read through a database opened only if it is needed. */
export function nextGoLiveFrom(db: () => Promise<Database>): NextGoLive {
  return async () => nextScheduledGoLive(await db());
}

export function cachedPostPage({ origin, ctx, db }: ReadContext, query: BlogListQuery) {
  return cachedBlogJson({
    url: blogApiUrls.posts(origin, query),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    ctx,
    load: async () => listPublishedPosts(await db(), query),
    nextGoLive: nextGoLiveFrom(db),
  });
}

export function cachedCategories({ origin, ctx, db }: ReadContext) {
  return cachedBlogJson({
    url: blogApiUrls.categories(origin),
    maxAgeSeconds: BLOG_CATEGORIES_MAX_AGE_SECONDS,
    ctx,
    load: async () => listPublishedCategories(await db()),
    nextGoLive: nextGoLiveFrom(db),
  });
}

export const BLOG_POST_NOT_FOUND = "Blog post not found";

export function cachedPost({ origin, ctx, db }: ReadContext, slug: string) {
  return cachedBlogJson({
    url: blogApiUrls.post(origin, slug),
    maxAgeSeconds: BLOG_POSTS_MAX_AGE_SECONDS,
    ctx,
    load: async () => getPublishedPost(await db(), slug),
    nextGoLive: nextGoLiveFrom(db),
    notFoundMessage: BLOG_POST_NOT_FOUND,
  });
}

export function blogReadContext(request: Request, context: AppLoadContext): ReadContext {
  return { origin: new URL(request.url).origin, ctx: context.ctx, db: () => context.db() };
}
