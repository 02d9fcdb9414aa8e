import { edgeCache } from "./edge-cache.server";

/**
 * Counts one more event for `key` in the current fixed window, in this data centre's edge cache,
 * and returns the count with the seconds left in the window. It stands in for the database's
 * counters while Postgres is away: approximate (two requests at once may both read the same
 * count, and an evicted entry starts again), but it keeps a flood from passing unlimited.
 */
export async function countInEdgeWindow(origin: string, key: string, windowMs: number) {
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  const secondsLeft = Math.max(1, Math.ceil((windowStart + windowMs - Date.now()) / 1000));
  const entry = new Request(`${origin}/__counter/${encodeURIComponent(key)}/${windowStart}`);
  const stored = await edgeCache().match(entry);
  const count = (stored ? Number(await stored.text()) || 0 : 0) + 1;
  await edgeCache().put(
    entry,
    new Response(String(count), { headers: { "Cache-Control": `max-age=${secondsLeft}` } }),
  );
  return { count, secondsLeft };
}
