/**
 * The page cache's policy (docs/decisions/0012-full-page-edge-cache.md): when a stored copy of a
 * public page is served, when the page is rendered again, and what is kept.
 *
 * A page is rendered once and served from the edge cache to every visitor who may share it
 * (shared-page-rules.server.ts), one copy per consent choice, with this response's own tokens
 * in it (stored-page.server.ts). Keys carry the edge cache's generation, so a publish, edit or
 * delete retires every cached page with the JSON. A page older than its fresh time is still
 * served at once, and rendered again in the background (stale-while-revalidate). While fresh, a
 * page read back is also kept in the isolate's memory (hot-pages.server.ts), so the next hits
 * make no Cache API lookup. A page that many visitors ask for at once is rendered once
 * (renders-in-flight.server.ts).
 */
import { secondsIntoUtcDay } from "~/lib/dates";
import {
  edgeCache,
  withCacheStatus,
  type CacheStatus,
  type RequestEdgeCache,
} from "./edge-cache.server";
import { forgetHotPage, freshHotPage, keepHotPage, type HotPage } from "./hot-pages.server";
import {
  joinRender,
  renewOnce,
  runningRender,
  startRender,
  type SharedRender,
} from "./renders-in-flight.server";
import { isShareable, isStorable, type SharedPageVariant } from "./shared-page-rules.server";
import {
  copyOfRender,
  isCompleteStoredPage,
  readStoredPage,
  servedHeaders,
  storedPageAgeSeconds,
  storedPageKey,
  storePage,
  withFreshTokens,
  type PageTokens,
  type RenderedPage,
} from "./stored-page.server";

/** A page that is gone (unpublished, deleted) must not be served from an old copy either. */
const GONE = new Set([404, 410]);

/** A background render replaces the stored copy, or removes it when the page is gone. */
async function keepOrDrop(key: string, page: RenderedPage, variant: SharedPageVariant) {
  if (isStorable(page)) return storePage(key, page, page.response.body!, variant);
  await page.response.body?.cancel();
  if (GONE.has(page.response.status)) {
    forgetHotPage(key);
    await edgeCache().delete(key);
  }
}

export interface SharedPageOptions<R extends RenderedPage> {
  /** The shared page's address (`sharedPageUrl`). */
  page: URL;
  /** This request's edge cache: its generation is part of the key. */
  cache: RequestEdgeCache;
  /** Which copy this visitor may share, from their cookies. */
  variant: SharedPageVariant;
  freshSeconds: number;
  /** Past this age a copy is rendered again before it is served (unless the database is away). */
  staleSeconds: number;
  /** New tokens for a response served from the cache. */
  freshTokens: () => Promise<PageTokens>;
  /** Renders the page (with new tokens); used on a miss and to refresh a stale page. */
  render: () => Promise<R>;
  /** Runs when the cache answered, in place of the work the route's loader does per view. */
  onHit: () => void;
}

export interface SharedPage<R extends RenderedPage> {
  response: Response;
  tokens: PageTokens;
  /** The render behind a miss (its errors and database time); absent when the cache answered. */
  rendered?: R;
}

export async function serveSharedPage<R extends RenderedPage>(
  options: SharedPageOptions<R>,
): Promise<SharedPage<R>> {
  const {
    page: pageUrl,
    cache,
    variant,
    freshSeconds,
    staleSeconds,
    freshTokens,
    render,
    onHit,
  } = options;
  const key = storedPageKey(cache, pageUrl, (await cache.generation()).id, variant);
  const fromCache = async (copy: HotPage, cacheStatus?: CacheStatus, status = 200) => {
    const tokens = await freshTokens();
    return { response: withFreshTokens(copy, tokens, variant, cacheStatus, status), tokens };
  };

  const fromMemory = (copy: HotPage) => {
    onHit();
    return fromCache(copy, "HIT");
  };

  // Pages show today's date (a legal page's "Last updated", the footer's year): a copy made
  // before today began is rendered again before it is served, or served only in an outage.
  const todaySeconds = secondsIntoUtcDay();
  const freshFor = Math.min(freshSeconds, todaySeconds);
  const staleFor = Math.min(staleSeconds, todaySeconds);

  const hot = freshHotPage(key, freshFor);
  if (hot) return fromMemory(hot);

  const stored = await edgeCache().match(key);
  const complete = stored && isCompleteStoredPage(stored, variant) ? stored : undefined;
  if (complete) {
    const ageSeconds = storedPageAgeSeconds(complete);
    if (ageSeconds <= staleFor) {
      const copy = await readStoredPage(complete);
      const stale = !(ageSeconds <= freshFor);
      if (stale)
        renewOnce(key, cache.ctx, () =>
          render().then((renewed) => keepOrDrop(key, renewed, variant)),
        );
      else keepHotPage(key, copy);
      onHit();
      return fromCache(copy, stale ? "STALE" : "HIT");
    }
  }

  const running = runningRender(key);
  // A render that began and ended while this visitor waited on the Cache API left its page in
  // memory, before the Cache API has it: served from there, not rendered again.
  const renderedMeanwhile = !running && freshHotPage(key, freshFor);
  if (renderedMeanwhile) {
    await stored?.body?.cancel();
    return fromMemory(renderedMeanwhile);
  }
  const shared = running && (await joinRender(running));
  if (shared) {
    await stored?.body?.cancel();
    if (shared.status === 200) onHit();
    return fromCache(shared.copy, shared.cacheStatus, shared.status);
  }
  // Nothing can be served without a render: whoever asks meanwhile is served what it gives.
  const share = startRender(key, cache.ctx);
  try {
    return await renderForAll({ ...options, key, stored, tooOld: complete, fromCache, share });
  } catch (error) {
    share(null);
    throw error;
  }
}

interface RenderForAll<R extends RenderedPage> extends SharedPageOptions<R> {
  key: string;
  /** What the Cache API held, if anything; its body is still unread. */
  stored: Response | undefined;
  /** The stored copy when it is complete but too old to serve as it is. */
  tooOld: Response | undefined;
  fromCache: (copy: HotPage, cacheStatus: CacheStatus) => Promise<SharedPage<R>>;
  share: (shared: SharedRender | null) => void;
}

/** Renders the page for this visitor, and shares what it gives with those who asked meanwhile. */
async function renderForAll<R extends RenderedPage>({
  key,
  stored,
  tooOld,
  cache,
  variant,
  render,
  fromCache,
  share,
}: RenderForAll<R>): Promise<SharedPage<R>> {
  let page: R | undefined;
  if (tooOld) {
    // Too old to serve without asking: render it now, and fall back on the old copy only when
    // the page cannot be had (the database is away), rather than answering 503.
    page = await render();
    if (page.response.status === 503) {
      await page.response.body?.cancel();
      const copy = await readStoredPage(tooOld);
      share({ copy, status: 200, cacheStatus: "STALE-IF-ERROR" });
      return { ...(await fromCache(copy, "STALE-IF-ERROR")), rendered: page };
    }
  }
  await stored?.body?.cancel();

  page ??= await render();
  const { response, tokens } = page;
  if (GONE.has(response.status)) cache.ctx.waitUntil(edgeCache().delete(key));
  if (!response.body || !isShareable(response)) {
    share(null);
    return { response, tokens, rendered: page };
  }
  if (!isStorable(page)) {
    const [forVisitor, forOthers] = response.body.tee();
    const rendered = page;
    cache.ctx.waitUntil(
      new Response(forOthers).arrayBuffer().then(
        (body) => {
          const bytes = new Uint8Array(body);
          const copy = copyOfRender(bytes, rendered, variant, new Headers(response.headers));
          share({ copy, status: response.status });
        },
        () => share(null),
      ),
    );
    return { response: new Response(forVisitor, response), tokens, rendered: page };
  }
  // A page to keep is read whole once, then served, stored and shared from those same bytes:
  // teed three ways, each of React's chunks was queued and pumped three times. Shared pages
  // wait on no data after their first byte, so the visitor's page is done as soon anyway.
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Served to others as a hit is: without the headers the cache keeps for itself.
  const copy = copyOfRender(bytes, page, variant, servedHeaders(response.headers));
  keepHotPage(key, copy);
  share({ copy, status: response.status, cacheStatus: "HIT" });
  cache.ctx.waitUntil(storePage(key, page, bytes, variant));
  return {
    response: withCacheStatus(new Response(bytes, response), "MISS"),
    tokens,
    rendered: page,
  };
}
