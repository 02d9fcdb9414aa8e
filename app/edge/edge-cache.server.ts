/**
 * The edge cache: the Workers Cache API of this data centre, keyed by URL, in generations
 * (docs/decisions/0005-blog-edge-cache.md, 0024-global-cache-generation.md).
 *
 * Every entry's key carries the current generation, a random id kept in Workers KV (global) or,
 * without it, in this data centre's cache (generation-store.server.ts). There is one generation
 * for the whole deployment, whatever host name a request came under: entries are keyed by their
 * origin too (a page names its own host when no SITE_URL is set), and a purge must retire the
 * copies of every host name at once, not only those of the one the admin used.
 * Purging writes a new one, which makes every earlier entry unreachable at once, including
 * search results whose URLs nobody can list. A generation also ends by itself at a moment
 * read when it starts (the next scheduled go-live), so nothing cached under it outlives that.
 * An evicted generation simply starts a new one: a miss, never stale data.
 *
 * Limits: the Cache API is local to one data centre, and does nothing on *.workers.dev hosts
 * (it needs a custom domain). Only responses without cookies or visitor state go in here.
 */
import type { CacheGeneration, RequestEdgeCache } from "~/platform/context.server";
import type { GenerationStore } from "./generation-store.server";

export { edgeCache } from "./cache-api.server";
// Declared with the load context, which carries a request's edge cache to every layer.
export type { CacheGeneration, RequestEdgeCache };

/** When a generation that starts now must end by itself; null when nothing says so. */
export type GenerationEnd = () => Promise<Date | null>;

/** When the generation's end could not be read (database down), look again this soon. */
const UNKNOWN_END_RECHECK_MS = 60_000;

export function createRequestEdgeCache({
  origin,
  ctx,
  store,
  generationEnd,
}: {
  origin: string;
  ctx: ExecutionContext;
  store: GenerationStore;
  /** Read only when a new generation starts. */
  generationEnd: GenerationEnd;
}): RequestEdgeCache {
  let generation: Promise<CacheGeneration> | undefined;
  return {
    origin,
    ctx,
    generation: () => (generation ??= currentGeneration(store, generationEnd)),
    async purge() {
      generation = Promise.resolve(await writeGeneration(store, generationEnd));
    },
  };
}

/**
 * The generation as this isolate last read or wrote it: a warm hit reads no store for it.
 * Another isolate's purge reaches this one within GENERATION_REMEMBERED_MS (plus the store's
 * own delay and one read); a purge made here is seen here at once. Isolate memory is the point:
 * it is a copy of what the store holds, never the only one, and it holds nothing per visitor.
 *
 * When the copy is due, one request reads the store again while the others go on with the
 * copy: at a few hundred requests a second, every request in flight at that moment would read it
 * otherwise, and each would wait for the reads queued before its own. A read that never ends (its
 * request cancelled) holds the others back for at most REREAD_GIVEN_UP_MS.
 */
let rememberedGeneration:
  { generation: CacheGeneration; readAt: number; rereadSince?: number } | undefined;
const GENERATION_REMEMBERED_MS = 5_000;
const REREAD_GIVEN_UP_MS = 1_000;

function usable(generation: CacheGeneration, now: number) {
  return generation.until === null || now < generation.until;
}

/** The remembered generation while it may be used without reading the store. */
function remembered(now: number) {
  const entry = rememberedGeneration;
  if (!entry || !usable(entry.generation, now)) return undefined;
  if (now - entry.readAt < GENERATION_REMEMBERED_MS) return entry.generation;
  // Due: this request reads the store; others keep the copy until that read is done.
  if (entry.rereadSince !== undefined && now - entry.rereadSince < REREAD_GIVEN_UP_MS)
    return entry.generation;
  entry.rereadSince = now;
  return undefined;
}

function remember(generation: CacheGeneration) {
  rememberedGeneration = { generation, readAt: Date.now() };
  return generation;
}

async function currentGeneration(store: GenerationStore, generationEnd: GenerationEnd) {
  const known = remembered(Date.now());
  if (known) return known;
  const stored = await store.read();
  if (stored && usable(stored, Date.now())) return remember(stored);
  // None yet (or evicted, or its end has come): start a new one; entries under any older one
  // can no longer be reached.
  return writeGeneration(store, generationEnd);
}

async function writeGeneration(
  store: GenerationStore,
  generationEnd: GenerationEnd,
): Promise<CacheGeneration> {
  let until: number | null;
  try {
    until = (await generationEnd())?.getTime() ?? null;
  } catch {
    until = Date.now() + UNKNOWN_END_RECHECK_MS;
  }
  const generation = { id: crypto.randomUUID(), until };
  await store.write(generation);
  return remember(generation);
}

/**
 * Retires every cached entry of the deployment, under every host name, for work outside a
 * request (the Cron). Cheap (one write) and safe to call more often than needed.
 */
export async function purgeEdgeCache(store: GenerationStore, generationEnd: GenerationEnd) {
  await writeGeneration(store, generationEnd);
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
