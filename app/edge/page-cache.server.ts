/**
 * The edge cache for whole public pages (docs/decisions/0012-full-page-edge-cache.md).
 *
 * A page is rendered once and served from the edge cache to every visitor who carries nothing
 * personal (no toast, no admin session: the caller decides, as a `SharedPageVariant`), one copy
 * per consent choice. What a rendered page holds that must differ per response — the CSP nonce,
 * the signed form stamp and the visitor's own consent record (its id and time) — is replaced
 * with fresh values on every hit, so the policy stays strict, the contact form's minimum fill
 * time still counts from this visitor's page, and nobody sees another's record. Keys carry the
 * edge cache's generation, so a publish, edit or delete retires every cached page with the JSON.
 * A page older than its fresh time is still served at once, and rendered again in the
 * background (stale-while-revalidate). While fresh, a page read back is also kept in the
 * isolate's memory (hot-pages.server.ts), so the next hits make no Cache API lookup. A page
 * that many visitors ask for at once is rendered once (renders-in-flight.server.ts).
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { isAdminPath } from "~/lib/admin-path";
import { isApiPath } from "~/lib/api-path";
import {
  edgeCache,
  withCacheStatus,
  type CacheStatus,
  type RequestEdgeCache,
} from "./edge-cache.server";
import { forgetHotPage, freshHotPage, keepHotPage, type HotPage } from "./hot-pages.server";
import { cutPage, fillPage, type SlotValues } from "./page-template.server";
import {
  joinRender,
  renewOnce,
  runningRender,
  startRender,
  type SharedRender,
} from "./renders-in-flight.server";

/** Which shared copy of a page a visitor may get, from their cookies. */
export interface SharedPageVariant {
  /** Part of the cache key: "anonymous", or the consent choice such as "consent-101". */
  key: string;
  /** What a page for this choice holds of one visitor's consent record, put in fresh on each hit. */
  consent: { id: string; timestamp: string } | null;
}

/** What a page carries that must be new in every response. */
export interface PageTokens {
  nonce: string;
  formStamp: string;
}

export interface RenderedPage {
  response: Response;
  tokens: PageTokens;
  /** False when the render went wrong in a way the status does not show (a loader error). */
  clean: boolean;
}

/**
 * How long a copy is kept at all: past its stale time it is served only when the page cannot be
 * rendered because the database is away (`X-Cache: STALE-IF-ERROR`), for up to a day.
 */
const PAGE_KEPT_SECONDS = 24 * 60 * 60;

const STORED_AT = "X-Page-Stored-At";
const STORED_NONCE = "X-Page-Nonce";
const STORED_STAMP = "X-Page-Form-Stamp";
const STORED_CONSENT_ID = "X-Page-Consent-Id";
const STORED_CONSENT_TIME = "X-Page-Consent-Time";
const INTERNAL_HEADERS = [
  STORED_AT,
  STORED_NONCE,
  STORED_STAMP,
  STORED_CONSENT_ID,
  STORED_CONSENT_TIME,
  "Cache-Control",
];

const REMIX_MANIFEST_PATH = "/__manifest";

/**
 * Whether a request may be answered with a shared page at all: a plain GET of a public page.
 * Its cookies decide which copy (`SharedPageVariant`).
 */
export function isSharedPageRequest(request: Request, url: URL) {
  if (request.method !== "GET") return false;
  if (isAdminPath(url.pathname) || isApiPath(url.pathname)) return false;
  // Uploaded images are never pages; their route answers from R2 with its own caching.
  if (url.pathname.toLowerCase().startsWith("/media/")) return false;
  // Remix's own requests (single fetch's `/page.data`, the older `?_data`, lazy route
  // discovery's `/__manifest`) are not pages.
  return (
    !url.pathname.endsWith(".data") &&
    url.pathname !== REMIX_MANIFEST_PATH &&
    !url.searchParams.has("_data")
  );
}

/**
 * The query parameters a page reads, which a route module declares by exporting them as
 * `pageQueryParameters` (the blog list: page, category, search...). A page that exports none
 * reads none.
 */
export type PageQueryParameters = readonly string[];

export function pageQueryParametersOf(
  routes: ServerBuild["routes"],
  route: { id: string } | undefined,
): PageQueryParameters {
  const module = route ? routes[route.id]?.module : undefined;
  return (
    (module as { pageQueryParameters?: PageQueryParameters } | undefined)?.pageQueryParameters ?? []
  );
}

/**
 * The address a shared copy is rendered from and stored under: the same page with only the
 * parameters it reads, in a fixed order. Tracking tags and anything else in the address
 * neither split the cache nor reach the copy other visitors are served. `url` is not changed.
 */
export function sharedPageUrl(url: URL, reads: PageQueryParameters) {
  if (!url.search) return url;
  const page = new URL(url.pathname, url.origin);
  const params = [...url.searchParams]
    .filter(([name]) => reads.includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of params) page.searchParams.append(name, value);
  return page;
}

/** The visitor's request, made for the shared page's address: what a shared copy renders. */
export function sharedPageRequest(request: Request, page: URL) {
  return new Request(page, { method: "GET", headers: request.headers });
}

/**
 * One entry per page and query and consent choice, under the generation. The generation and
 * the variant lead the key's path, where nothing from the visitor's address can reach them.
 * The key is a URL string: the Cache API takes it as it is, and a warm hit builds no request.
 */
function cacheKey(
  cache: RequestEdgeCache,
  page: URL,
  generation: string,
  variant: SharedPageVariant,
) {
  const prefix = `/__page/${encodeURIComponent(generation)}/${encodeURIComponent(variant.key)}`;
  return `${cache.origin}${prefix}${page.pathname}${page.search}`;
}

/** A rendered page others may be served too: one that sets no cookie, and is HTML. */
function isShareable(response: Response) {
  return (
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** A page the cache keeps: shareable, rendered without error, and not marked as not to keep. */
function isStorable({ response, clean }: RenderedPage) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    clean &&
    response.status === 200 &&
    isShareable(response) &&
    !/no-store|private/i.test(cacheControl)
  );
}

async function store(
  key: string,
  page: RenderedPage,
  body: ReadableStream,
  variant: SharedPageVariant,
) {
  const headers = new Headers(page.response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(STORED_NONCE, page.tokens.nonce);
  headers.set(STORED_STAMP, page.tokens.formStamp);
  if (variant.consent) {
    headers.set(STORED_CONSENT_ID, variant.consent.id);
    headers.set(STORED_CONSENT_TIME, variant.consent.timestamp);
  }
  // How long the Cache API keeps it; whether it is fresh is decided from STORED_AT.
  headers.set("Cache-Control", `public, max-age=${PAGE_KEPT_SECONDS}`);
  await edgeCache().put(key, new Response(body, { status: 200, headers }));
}

/** A background render replaces the stored copy, or removes it when the page is gone. */
async function keepOrDrop(key: string, page: RenderedPage, variant: SharedPageVariant) {
  if (isStorable(page)) return store(key, page, page.response.body!, variant);
  await page.response.body?.cancel();
  if (GONE.has(page.response.status)) {
    forgetHotPage(key);
    await edgeCache().delete(key);
  }
}

/** A rendered page's body, cut at the tokens it was rendered with, for others to fill. */
async function copyOfRender(
  body: ReadableStream<Uint8Array>,
  page: RenderedPage,
  variant: SharedPageVariant,
  headers: Headers,
): Promise<HotPage> {
  const html = await new Response(body).text();
  return {
    template: cutPage(html, slotValues(page.tokens, variant)),
    headers: [...headers],
    storedAt: Date.now(),
  };
}

/** A stored page as read back, cut at the values each response replaces. */
async function readStoredPage(stored: Response): Promise<HotPage> {
  const headers = new Headers(stored.headers);
  const template = cutPage(await stored.text(), {
    nonce: headers.get(STORED_NONCE) ?? undefined,
    formStamp: headers.get(STORED_STAMP) ?? undefined,
    consentId: headers.get(STORED_CONSENT_ID) ?? undefined,
    consentTime: headers.get(STORED_CONSENT_TIME) ?? undefined,
  });
  const storedAt = Number(headers.get(STORED_AT));
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  return { template, headers: [...headers], storedAt };
}

/** The tokens a page holds, by slot: what is cut out of it, or filled in. */
function slotValues(tokens: PageTokens, variant: SharedPageVariant): SlotValues {
  return {
    nonce: tokens.nonce,
    formStamp: tokens.formStamp,
    consentId: variant.consent?.id,
    consentTime: variant.consent?.timestamp,
  };
}

/** The stored page with this response's own nonce, form stamp and consent record. */
function withFreshTokens(
  stored: HotPage,
  tokens: PageTokens,
  variant: SharedPageVariant,
  cacheStatus: CacheStatus | undefined,
  status = 200,
) {
  const html = fillPage(stored.template, slotValues(tokens, variant));
  const headers = new Headers(stored.headers);
  if (cacheStatus) headers.set("X-Cache", cacheStatus);
  return new Response(html, { status, headers });
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

/** A stored page carries every value it needs replaced (an older entry might lack one). */
function isComplete(headers: Headers, variant: SharedPageVariant) {
  if (!headers.has(STORED_NONCE) || !headers.has(STORED_STAMP)) return false;
  return !variant.consent || (headers.has(STORED_CONSENT_ID) && headers.has(STORED_CONSENT_TIME));
}

/** A page that is gone (unpublished, deleted) must not be served from an old copy either. */
const GONE = new Set([404, 410]);

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
  const key = cacheKey(cache, pageUrl, (await cache.generation()).id, variant);
  const fromCache = async (copy: HotPage, cacheStatus?: CacheStatus, status = 200) => {
    const tokens = await freshTokens();
    return { response: withFreshTokens(copy, tokens, variant, cacheStatus, status), tokens };
  };

  const hot = freshHotPage(key, freshSeconds);
  if (hot) {
    onHit();
    return fromCache(hot, "HIT");
  }

  const stored = await edgeCache().match(key);
  const complete = stored && isComplete(stored.headers, variant) ? stored : undefined;
  if (complete) {
    const ageSeconds = (Date.now() - Number(complete.headers.get(STORED_AT))) / 1000;
    if (ageSeconds <= staleSeconds) {
      const copy = await readStoredPage(complete);
      const stale = !(ageSeconds <= freshSeconds);
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
  const rendered = page;
  const shareCopy = (body: ReadableStream<Uint8Array>, headers: Headers, cacheStatus?: "HIT") =>
    copyOfRender(body, rendered, variant, headers).then(
      (copy) => {
        if (cacheStatus) keepHotPage(key, copy);
        share({ copy, status: response.status, cacheStatus });
      },
      () => share(null),
    );

  if (!isStorable(page)) {
    const [forVisitor, forOthers] = response.body.tee();
    cache.ctx.waitUntil(shareCopy(forOthers, new Headers(response.headers)));
    return { response: new Response(forVisitor, response), tokens, rendered: page };
  }
  const [forVisitor, rest] = response.body.tee();
  const [forCache, forOthers] = rest.tee();
  cache.ctx.waitUntil(store(key, page, forCache, variant));
  // Served to others as a hit is: without the headers the cache keeps for itself.
  const hitHeaders = new Headers(response.headers);
  for (const name of INTERNAL_HEADERS) hitHeaders.delete(name);
  cache.ctx.waitUntil(shareCopy(forOthers, hitHeaders, "HIT"));
  return {
    response: withCacheStatus(new Response(forVisitor, response), "MISS"),
    tokens,
    rendered: page,
  };
}
