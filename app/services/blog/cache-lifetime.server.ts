/**
 * How long the edge cache's entries may live: a generation ends when the next scheduled post
 * or site page goes live (nothing cached may hide it past that moment), and a change, or a
 * go-live the Cron notices, starts a new one at once.
 */
import { createRequestEdgeCache, purgeEdgeCache } from "~/edge/edge-cache.server";
import type { GenerationStore } from "~/edge/generation-store.server";
import type { Database } from "~/platform/db.server";
import { nextPageGoLive, scheduledPageWentLive } from "~/services/pages/published.server";
import { nextScheduledGoLive, scheduledPostWentLive } from "./public-queries.server";

/** The next go-live of a post or a page. */
async function nextGoLive(db: Database) {
  const [post, page] = await Promise.all([nextScheduledGoLive(db), nextPageGoLive(db)]);
  if (!post || !page) return post ?? page;
  return post < page ? post : page;
}

/**
 * The request's edge cache. When it starts a generation, the next go-live is read on the
 * request's own database, within the same deadline as the rest of the request.
 */
export function openRequestEdgeCache(
  ctx: ExecutionContext,
  origin: string,
  store: GenerationStore,
  db: () => Promise<Database>,
) {
  return createRequestEdgeCache({
    origin,
    ctx,
    store,
    generationEnd: async () => nextGoLive(await db()),
  });
}

/**
 * For the Cron: when a scheduled post or page went live after `since`, the cache is purged (readers
 * already see the post, as cached entries end at the go-live; this retires the copies made
 * before it). Returns whether it was.
 */
export async function purgeEdgeCacheIfPostWentLive(
  db: Database,
  store: GenerationStore,
  since: Date,
) {
  const [post, page] = await Promise.all([
    scheduledPostWentLive(db, since),
    scheduledPageWentLive(db, since),
  ]);
  if (!post && !page) return false;
  await purgeEdgeCache(store, () => nextGoLive(db));
  return true;
}
