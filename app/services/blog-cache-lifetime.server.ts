/**
 * How long the edge cache's entries may live, as far as the blog decides: a generation ends
 * when the next scheduled post goes live (nothing cached may hide it past that moment), and a
 * post change, or a go-live the Cron notices, starts a new one at once.
 */
import { createRequestEdgeCache, purgeEdgeCache } from "~/edge/edge-cache.server";
import type { Database } from "~/platform/db.server";
import { nextScheduledGoLive, scheduledPostWentLive } from "./blog.server";

/**
 * The request's edge cache. When it starts a generation, the next go-live is read on the
 * request's own database, within the same deadline as the rest of the request.
 */
export function openRequestEdgeCache(
  ctx: ExecutionContext,
  origin: string,
  db: () => Promise<Database>,
) {
  return createRequestEdgeCache({
    origin,
    ctx,
    generationEnd: async () => nextScheduledGoLive(await db()),
  });
}

/** After a post changed: every cached read and page of the site at `siteUrl` retires. */
export function purgeBlogFromEdgeCache(siteUrl: string, db: Database) {
  return purgeEdgeCache(siteUrl, () => nextScheduledGoLive(db));
}

/**
 * For the Cron: when a scheduled post went live after `since`, the cache is purged (readers
 * already see the post, as cached entries end at the go-live; this clears this data centre's
 * copies). Returns whether it was.
 */
export async function purgeEdgeCacheIfPostWentLive(db: Database, siteUrl: string, since: Date) {
  if (!(await scheduledPostWentLive(db, since))) return false;
  await purgeBlogFromEdgeCache(siteUrl, db);
  return true;
}
