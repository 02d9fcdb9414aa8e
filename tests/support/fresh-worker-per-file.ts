/**
 * The integration test files share one workerd (`isolate: false` in vitest.integration.config.ts:
 * starting a new one for each file cost about five seconds a file). Each file still meets the
 * Worker as it is after a deploy: its modules evaluated afresh (no isolate memory from an earlier
 * file: remembered generation, hot pages, parsed documents) and the edge cache purged, so no
 * file is answered from what an earlier one cached. The database, R2 and the queues are shared,
 * as they were before; each test makes its own rows, objects and addresses.
 */
import { env } from "cloudflare:workers";
import { beforeAll, vi } from "vitest";
import { purgeEdgeCache } from "~/edge/edge-cache.server";
import { generationStoreFor } from "~/edge/generation-store.server";

vi.resetModules();

beforeAll(async () => {
  const store = generationStoreFor(env as unknown as { EDGE_STATE?: KVNamespace });
  await purgeEdgeCache(store, async () => null);
});
