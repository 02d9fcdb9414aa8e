/**
 * The page renders running in this isolate, so that a page many visitors ask for at once is
 * rendered once, not once per visitor (docs/decisions/0027-one-render-per-page-at-a-time.md).
 * Keys are the page cache's. Like the pages kept in memory (hot-pages.server.ts), this is the
 * isolate's own: other isolates and data centres render their own copy, as they always did.
 */
import type { CacheStatus } from "./edge-cache.server";
import type { HotPage } from "./hot-pages.server";

/** A Worker's time for work after its response (waitUntil): a render cannot outlive it. */
const WAIT_UNTIL_MS = 30_000;

/** The stale pages being rendered again, with when each render began. */
const renewals = new Map<string, number>();

/**
 * Renders a stale page again in the background, unless this isolate is doing so already: the
 * visitors who find it stale meanwhile are served the stale copy and start no render.
 */
export function renewOnce(key: string, ctx: ExecutionContext, renew: () => Promise<unknown>) {
  const now = Date.now();
  const running = renewals.get(key);
  if (running !== undefined && now - running < WAIT_UNTIL_MS) return;
  renewals.set(key, now);
  ctx.waitUntil(
    renew().finally(() => {
      if (renewals.get(key) === now) renewals.delete(key);
    }),
  );
}

/** What one render of a page gave, for the visitors who asked for the same page meanwhile. */
export interface SharedRender {
  copy: HotPage;
  status: number;
  /** Absent for a page the cache does not keep (an error page): it is served as it came. */
  cacheStatus?: CacheStatus;
}

type Rendering = Promise<SharedRender | null>;

/** The pages being rendered because no copy could be served, each with what it will share. */
const renderings = new Map<string, Rendering>();

/** Longer than a render can take (the database's deadline ends it): only a lost one is left. */
const JOIN_RENDER_MAX_MS = 15_000;

/** The render of `key` running now, if any; asked without waiting, so no other can start between. */
export function runningRender(key: string): Rendering | undefined {
  return renderings.get(key);
}

/** What a running render shares; null when it shares nothing or is lost. */
export async function joinRender(running: Rendering) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), JOIN_RENDER_MAX_MS);
  });
  try {
    return await Promise.race([running, lost]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Marks `key` as being rendered, and returns how the render shares what it gave (null for
 * nothing). It must be called once the render is done, whatever the outcome; the request keeps
 * the Worker running until it is (waitUntil), even if its own visitor has gone.
 */
export function startRender(key: string, ctx: ExecutionContext) {
  let share!: (shared: SharedRender | null) => void;
  const rendering: Rendering = new Promise((resolve) => (share = resolve));
  renderings.set(key, rendering);
  ctx.waitUntil(
    rendering.then(() => {
      if (renderings.get(key) === rendering) renderings.delete(key);
    }),
  );
  return share;
}
