/**
 * Data entries of the edge cache: a JSON read, or a text document (RSS, sitemap) built from
 * reads, stored under the public URL it is served at. Pages that show the same data read the
 * same entry, so a warm page opens no database connection. 404s are never stored.
 */
import { isDatabaseUnavailable } from "~/platform/db.server";
import {
  edgeCache,
  withCacheStatus,
  type CacheGeneration,
  type CacheStatus,
  type RequestEdgeCache,
} from "./edge-cache.server";
import { freshKeptEntry, keepEntry, keptEntryKey, type KeptEntry } from "./kept-entries.server";

const STORED_AT = "X-Data-Stored-At";
/** How long an entry is kept: past its max-age it is served only while the database is away. */
const DATA_KEPT_SECONDS = 24 * 60 * 60;

export interface CachedEntry<T> {
  /** Where the data is served (a path and query of the cache's site); with the generation, the key. */
  path: string;
  maxAgeSeconds: number;
  /** Reads from the database on a miss. `null` answers 404, which is not stored. */
  load: () => Promise<T | null>;
  /** Also kept in the isolate's memory while fresh: for what every page of a kind reads. */
  keptInIsolate?: boolean;
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
    keptInIsolate = false,
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
  const keptKey = keptInIsolate ? keptEntryKey(generation.id, path) : undefined;
  const kept = keptKey && freshKeptEntry(keptKey, maxAgeSeconds);
  if (kept) return keptResponse(kept, contentType, cacheControl);

  const stored = await edgeCache().match(cacheKey);
  const storedAt = Number(stored?.headers.get(STORED_AT) ?? 0);
  const ageSeconds = (Date.now() - storedAt) / 1000;
  if (stored && ageSeconds <= maxAgeSeconds) {
    if (!keptKey)
      return served(stored, "HIT", { "Cache-Control": cacheControl, Age: age(storedAt) });
    const entry = { body: await stored.text(), storedAt };
    keepEntry(keptKey, entry);
    return keptResponse(entry, contentType, cacheControl);
  }

  let body: T | null;
  try {
    body = await load();
  } catch (error) {
    // The database is away: an old copy (kept up to a day) is better than a 503.
    if (stored && isDatabaseUnavailable(error))
      return served(stored, "STALE-IF-ERROR", { "Cache-Control": "no-cache" });
    throw error;
  }
  await stored?.body?.cancel();
  if (body === null) {
    if (stored) cache.ctx.waitUntil(edgeCache().delete(cacheKey));
    return new Response(notFoundBody, {
      status: 404,
      headers: { "Content-Type": contentType, "Cache-Control": "no-cache" },
    });
  }
  const text = serialize(body);
  const now = Date.now();
  if (keptKey) keepEntry(keptKey, { body: text, storedAt: now });
  const response = new Response(text, {
    headers: { "Content-Type": contentType, "Cache-Control": cacheControl },
  });
  const copy = response.clone();
  copy.headers.set(STORED_AT, String(now));
  copy.headers.set("Cache-Control", `public, max-age=${DATA_KEPT_SECONDS}`);
  cache.ctx.waitUntil(edgeCache().put(cacheKey, copy));
  return withCacheStatus(response, "MISS");
}

/** `Age`: how old the stored copy is, so a client knows how much of its max-age is left. */
function age(storedAt: number) {
  return String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000)));
}

/** A kept entry as a response: a hit, like the Cache API copy it stands for. */
function keptResponse({ body, storedAt }: KeptEntry, contentType: string, cacheControl: string) {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": cacheControl,
      Age: age(storedAt),
      "X-Cache": "HIT",
    },
  });
}

function served(stored: Response, status: CacheStatus, headers: Record<string, string>) {
  const response = withCacheStatus(stored, status, headers);
  response.headers.delete(STORED_AT);
  return response;
}

/** Reads the JSON body of a `cachedJson` response for a page loader; null for a 404. */
export async function readCachedJson<T>(response: Response): Promise<T | null> {
  const text = await readCachedText(response);
  return text === null ? null : (JSON.parse(text) as T);
}

/** The body of a `cachedJson` response as its text; null for a 404. */
export async function readCachedText(response: Response): Promise<string | null> {
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return response.text();
}

/** How long a cached read may be kept, in seconds, by its Cache-Control (0 for no-cache). */
export function maxAgeOf(read: Response) {
  return Number(/max-age=(\d+)/.exec(read.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
}

/** The Cache-Control of a document built from cached reads: the shortest of theirs. */
export function cacheControlOf(...reads: Response[]) {
  return `public, max-age=${Math.min(...reads.map(maxAgeOf))}`;
}
