/**
 * The edge cache: the Workers Cache API of this data centre, keyed by URL, in generations
 * (docs/decisions/0005-blog-edge-cache.md).
 *
 * Every entry's key carries the current generation, a random id stored in the same cache.
 * Purging writes a new one, which makes every earlier entry unreachable at once, including
 * search results whose URLs nobody can list. A generation also ends by itself at a moment
 * read when it starts (the next scheduled go-live), so nothing cached under it outlives that.
 * An evicted generation simply starts a new one: a miss, never stale data.
 *
 * Limits: the Cache API is local to one data centre, and does nothing on *.workers.dev hosts
 * (it needs a custom domain). Only responses without cookies or visitor state go in here.
 */

/** `caches.default` of workerd (the DOM typings of `caches` do not know it). */
export function edgeCache() {
  return (caches as unknown as { default: Cache }).default;
}

/** When a generation that starts now must end by itself; null when nothing says so. */
export type GenerationEnd = () => Promise<Date | null>;

export interface CacheGeneration {
  id: string;
  /** When it retires itself (epoch ms), or null. */
  until: number | null;
}

/** One request's use of the edge cache: the generation is read at most once per request. */
export interface RequestEdgeCache {
  /** The site whose entries these are; keys and the generation belong to it. */
  origin: string;
  /** For writes that need not hold up the response. */
  ctx: ExecutionContext;
  /** The current generation; the first call reads it, or starts one if there is none. */
  generation(): Promise<CacheGeneration>;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    edgeCache: RequestEdgeCache;
  }
}

const GENERATION_PATH = "/__blog-cache/generation";
const GENERATION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const UNTIL_HEADER = "X-Blog-Generation-Until";
/** When the generation's end could not be read (database down), look again this soon. */
const UNKNOWN_END_RECHECK_MS = 60_000;

export function createRequestEdgeCache({
  origin,
  ctx,
  generationEnd,
}: {
  origin: string;
  ctx: ExecutionContext;
  /** Read only when a new generation starts. */
  generationEnd: GenerationEnd;
}): RequestEdgeCache {
  let generation: Promise<CacheGeneration> | undefined;
  return {
    origin,
    ctx,
    generation: () => (generation ??= currentGeneration(origin, generationEnd)),
  };
}

function generationKey(origin: string) {
  return new Request(origin + GENERATION_PATH);
}

/**
 * The generation as this isolate last read or wrote it, per site. A warm hit then costs one
 * Cache API lookup (the page) instead of two. Another isolate's purge reaches this one within
 * GENERATION_REMEMBERED_MS; a purge made here is seen here at once. Isolate memory is the point:
 * it is a copy of what the cache holds, never the only one, and it holds nothing per visitor.
 */
const rememberedGenerations = new Map<string, { generation: CacheGeneration; readAt: number }>();
const GENERATION_REMEMBERED_MS = 5_000;

function remembered(origin: string, now: number) {
  const entry = rememberedGenerations.get(origin);
  if (!entry || now - entry.readAt >= GENERATION_REMEMBERED_MS) return undefined;
  const { until } = entry.generation;
  return until === null || now < until ? entry.generation : undefined;
}

function remember(origin: string, generation: CacheGeneration) {
  rememberedGenerations.set(origin, { generation, readAt: Date.now() });
  return generation;
}

async function currentGeneration(origin: string, generationEnd: GenerationEnd) {
  const known = remembered(origin, Date.now());
  if (known) return known;
  const key = generationKey(origin);
  const stored = await edgeCache().match(key);
  if (stored) {
    const until = Number(stored.headers.get(UNTIL_HEADER)) || null;
    if (until === null || Date.now() < until)
      return remember(origin, { id: await stored.text(), until });
    await stored.body?.cancel();
  }
  // None yet (or evicted, or its end has come): start a new one; entries under any older one
  // can no longer be reached.
  return writeGeneration(key, generationEnd);
}

async function writeGeneration(
  key: Request,
  generationEnd: GenerationEnd,
): Promise<CacheGeneration> {
  let until: number | null;
  try {
    until = (await generationEnd())?.getTime() ?? null;
  } catch {
    until = Date.now() + UNKNOWN_END_RECHECK_MS;
  }
  const generation = { id: crypto.randomUUID(), until };
  const headers = new Headers({ "Cache-Control": `public, max-age=${GENERATION_MAX_AGE_SECONDS}` });
  if (until !== null) headers.set(UNTIL_HEADER, String(until));
  await edgeCache().put(key, new Response(generation.id, { headers }));
  return remember(new URL(key.url).origin, generation);
}

/**
 * Retires every cached entry of the site at `siteUrl` (any URL of it: only its origin counts).
 * Cheap (one cache write) and safe to call more often than needed.
 */
export async function purgeEdgeCache(siteUrl: string, generationEnd: GenerationEnd) {
  await writeGeneration(generationKey(new URL(siteUrl).origin), generationEnd);
}

/**
 * For the health check: whether this data centre's edge cache answers (reading the current
 * generation). Without it pages still work, from the database.
 */
export async function edgeCacheStatus(cache: RequestEdgeCache): Promise<"ok" | "unavailable"> {
  try {
    await cache.generation();
    return "ok";
  } catch {
    return "unavailable";
  }
}

/** Where a response came from; STALE-IF-ERROR: an old copy, served while the database is away. */
export type CacheStatus = "HIT" | "STALE" | "STALE-IF-ERROR" | "MISS";

/** The response marked with where it came from (`X-Cache`), with any headers it is sent with. */
export function withCacheStatus(
  response: Response,
  status: CacheStatus,
  headers: Record<string, string> = {},
) {
  const marked = new Headers(response.headers);
  marked.set("X-Cache", status);
  for (const [name, value] of Object.entries(headers)) marked.set(name, value);
  return new Response(response.body, { status: response.status, headers: marked });
}
