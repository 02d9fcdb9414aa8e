/**
 * Where the edge cache's generation lives (docs/decisions/0024-global-cache-generation.md).
 *
 * With Workers KV (the EDGE_STATE binding) the generation is global: a purge made in one data
 * centre retires the cached pages and reads of every other one once KV's copy there is
 * refreshed, within KV_READ_CACHE_SECONDS (KV's own bound for a change to reach every location
 * is about 60 s). Without it, the generation is kept in this data centre's Cache API and a purge
 * reaches only the data centre that made it.
 */
import type { CacheGeneration } from "~/platform/context.server";
import { edgeCache } from "./cache-api.server";

export interface GenerationStore {
  read(origin: string): Promise<CacheGeneration | null>;
  write(origin: string, generation: CacheGeneration): Promise<void>;
}

/** How long a data centre may serve its copy of the KV value (KV's minimum is 30 s). */
const KV_READ_CACHE_SECONDS = 30;
/** KV takes one write a second per key: a purge that meets its limit tries again this soon. */
const KV_WRITE_RETRY_MS = 1_100;
const KV_WRITE_ATTEMPTS = 3;

const kvKey = (origin: string) => `cache-generation:${origin}`;

function kvGenerationStore(kv: KVNamespace): GenerationStore {
  return {
    async read(origin) {
      return kv.get<CacheGeneration>(kvKey(origin), {
        type: "json",
        cacheTtl: KV_READ_CACHE_SECONDS,
      });
    },
    async write(origin, generation) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await kv.put(kvKey(origin), JSON.stringify(generation));
        } catch (error) {
          if (attempt === KV_WRITE_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, KV_WRITE_RETRY_MS));
        }
      }
    },
  };
}

const GENERATION_PATH = "/__blog-cache/generation";
const GENERATION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const UNTIL_HEADER = "X-Blog-Generation-Until";

/** The generation in this data centre's Cache API, for a deployment without KV. */
function localGenerationStore(): GenerationStore {
  const key = (origin: string) => new Request(origin + GENERATION_PATH);
  return {
    async read(origin) {
      const stored = await edgeCache().match(key(origin));
      if (!stored) return null;
      return { id: await stored.text(), until: Number(stored.headers.get(UNTIL_HEADER)) || null };
    },
    async write(origin, { id, until }) {
      const headers = new Headers({
        "Cache-Control": `public, max-age=${GENERATION_MAX_AGE_SECONDS}`,
      });
      if (until !== null) headers.set(UNTIL_HEADER, String(until));
      await edgeCache().put(key(origin), new Response(id, { headers }));
    },
  };
}

/** KV when the Worker has the binding, else this data centre's cache. */
export function generationStoreFor(env: { EDGE_STATE?: KVNamespace }) {
  return env.EDGE_STATE ? kvGenerationStore(env.EDGE_STATE) : localGenerationStore();
}
