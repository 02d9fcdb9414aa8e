/**
 * Where the edge cache's generation lives (docs/decisions/0024-global-cache-generation.md).
 *
 * With Workers KV (the EDGE_STATE binding) the generation is global: a purge made in one data
 * centre retires the cached pages and reads of every other one once KV's copy there is
 * refreshed, within KV_READ_CACHE_SECONDS (KV's own bound for a change to reach every location
 * is about 60 s). Without it, the generation is kept in this data centre's Cache API and a purge
 * reaches only the data centre that made it. Either way there is one generation per deployment,
 * shared by every host name the site answers under.
 */
import type { CacheGeneration } from "~/platform/context.server";
import { edgeCache } from "./cache-api.server";

export interface GenerationStore {
  read(): Promise<CacheGeneration | null>;
  write(generation: CacheGeneration): Promise<void>;
}

/** How long a data centre may serve its copy of the KV value (KV's minimum is 30 s). */
const KV_READ_CACHE_SECONDS = 30;
/** KV takes one write a second per key: a purge that meets its limit tries again this soon. */
const KV_WRITE_RETRY_MS = 1_100;
const KV_WRITE_ATTEMPTS = 3;

/**
 * The namespace is the deployment's own (wrangler.toml binds one per environment). Keys named
 * `cache-generation:<origin>` are left by versions that kept one per host name; nothing reads them.
 */
const KV_KEY = "cache-generation";

function kvGenerationStore(kv: KVNamespace): GenerationStore {
  return {
    async read() {
      return kv.get<CacheGeneration>(KV_KEY, { type: "json", cacheTtl: KV_READ_CACHE_SECONDS });
    },
    async write(generation) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await kv.put(KV_KEY, JSON.stringify(generation));
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

/**
 * A Cache API key is a URL, and Cloudflare asks for one on the Worker's own domain: SITE_URL's,
 * which staging and production must set (app/platform/env.server.ts). Without it (development)
 * any one fixed origin will do, as long as every host name uses the same.
 */
const ORIGIN_WITHOUT_SITE_URL = "http://localhost";

/** The generation in this data centre's Cache API, for a deployment without KV. */
function localGenerationStore(siteUrl: string | undefined): GenerationStore {
  const key = new URL(GENERATION_PATH, siteUrl ?? ORIGIN_WITHOUT_SITE_URL).toString();
  return {
    async read() {
      const stored = await edgeCache().match(key);
      if (!stored) return null;
      return { id: await stored.text(), until: Number(stored.headers.get(UNTIL_HEADER)) || null };
    },
    async write({ id, until }) {
      const headers = new Headers({
        "Cache-Control": `public, max-age=${GENERATION_MAX_AGE_SECONDS}`,
      });
      if (until !== null) headers.set(UNTIL_HEADER, String(until));
      await edgeCache().put(key, new Response(id, { headers }));
    },
  };
}

/** KV when the Worker has the binding, else this data centre's cache. */
export function generationStoreFor(env: { EDGE_STATE?: KVNamespace; SITE_URL?: string }) {
  return env.EDGE_STATE ? kvGenerationStore(env.EDGE_STATE) : localGenerationStore(env.SITE_URL);
}
