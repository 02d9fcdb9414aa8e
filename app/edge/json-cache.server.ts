/**
 * Data entries of the edge cache: a JSON read, or a text document (RSS, sitemap) built from
 * reads, stored under the public URL it is served at. Pages that show the same data read the
 * same entry, so a warm page opens no database connection. 404s are never stored.
 */
import {
  edgeCache,
  withCacheStatus,
  type CacheGeneration,
  type RequestEdgeCache,
} from "./edge-cache.server";

export interface CachedEntry<T> {
  /** Where the data is served (a path and query of the cache's site); with the generation, the key. */
  path: string;
  maxAgeSeconds: number;
  /** Reads from the database on a miss. `null` answers 404, which is not stored. */
  load: () => Promise<T | null>;
}

/** A max-age that ends no later than the generation does. */
function maxAgeWithin(maxAgeSeconds: number, { until }: CacheGeneration) {
  if (until === null) return maxAgeSeconds;
  return Math.max(0, Math.min(maxAgeSeconds, Math.floor((until - Date.now()) / 1000)));
}

/**
 * A JSON response from the edge cache when warm. It carries `Cache-Control: public,
 * max-age=…` and `X-Cache: HIT|MISS`.
 */
export function cachedJson<T>(
  cache: RequestEdgeCache,
  { notFoundMessage = "Not found", ...entry }: CachedEntry<T> & { notFoundMessage?: string },
) {
  return cachedDocument(cache, {
    ...entry,
    contentType: "application/json; charset=utf-8",
    serialize: (body) => JSON.stringify(body),
    notFoundBody: JSON.stringify({ message: notFoundMessage }),
  });
}

/** The same for a text document. */
export async function cachedDocument<T>(
  cache: RequestEdgeCache,
  {
    path,
    maxAgeSeconds,
    load,
    contentType,
    serialize,
    notFoundBody = "Not found",
  }: CachedEntry<T> & {
    contentType: string;
    serialize: (body: T) => string;
    notFoundBody?: string;
  },
) {
  const generation = await cache.generation();
  // The generation leads the key's path, where nothing from a client's address can reach it.
  const cacheKey = new Request(new URL(`/__data/${generation.id}${path}`, cache.origin));
  const cacheControl = `public, max-age=${maxAgeWithin(maxAgeSeconds, generation)}`;

  const hit = await edgeCache().match(cacheKey);
  if (hit) return withCacheStatus(hit, "HIT", { "Cache-Control": cacheControl });

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
  cache.ctx.waitUntil(edgeCache().put(cacheKey, response.clone()));
  return withCacheStatus(response, "MISS");
}

/** Reads the JSON body of a `cachedJson` response for a page loader; null for a 404. */
export async function readCachedJson<T>(response: Response): Promise<T | null> {
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return (await response.json()) as T;
}

/** The Cache-Control of a document built from cached reads: the shortest of theirs. */
export function cacheControlOf(...reads: Response[]) {
  const ages = reads.map((read) =>
    Number(/max-age=(\d+)/.exec(read.headers.get("Cache-Control") ?? "")?.[1] ?? 0),
  );
  return `public, max-age=${Math.min(...ages)}`;
}
