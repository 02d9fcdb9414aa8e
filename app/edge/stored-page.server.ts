/**
 * How the page cache keeps a rendered page in the Cache API and reads it back
 * (docs/decisions/0012-full-page-edge-cache.md). A page is stored as it was rendered, with the
 * values in it that belong to that one response — the CSP nonce, the signed form stamp, the
 * visitor's consent record — named in headers beside it. A copy, read back or just rendered, is
 * cut at those values (page-template.server.ts) when a response first fills it, and each
 * response fills in its own. When a copy is served, and whether it is rendered again, is
 * page-cache.server.ts's to decide.
 */
import { edgeCache, type CacheStatus, type RequestEdgeCache } from "./edge-cache.server";
import type { HotPage } from "./hot-pages.server";
import { cutPage, fillPage, type SlotValues } from "./page-template.server";
import type { SharedPageVariant } from "./shared-page-rules.server";

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
  /**
   * When the render began (epoch ms). The page shows what was true then, today's date
   * included, so a copy's age counts from here rather than from when it was stored.
   */
  startedAt: number;
}

/**
 * How long a copy is kept at all: past its stale time it is served only when the page cannot be
 * rendered because the database is away (`X-Cache: STALE-IF-ERROR`), for up to a day.
 */
const PAGE_KEPT_SECONDS = 24 * 60 * 60;

const RENDERED_AT = "X-Page-Rendered-At";
const STORED_NONCE = "X-Page-Nonce";
const STORED_STAMP = "X-Page-Form-Stamp";
const STORED_CONSENT_ID = "X-Page-Consent-Id";
const STORED_CONSENT_TIME = "X-Page-Consent-Time";
const INTERNAL_HEADERS = [
  RENDERED_AT,
  STORED_NONCE,
  STORED_STAMP,
  STORED_CONSENT_ID,
  STORED_CONSENT_TIME,
  "Cache-Control",
];

/**
 * One entry per page and query and consent choice, under the generation. The generation and
 * the variant lead the key's path, where nothing from the visitor's address can reach them.
 * The key is a URL string: the Cache API takes it as it is, and a warm hit builds no request.
 */
export function storedPageKey(
  cache: RequestEdgeCache,
  page: URL,
  generation: string,
  variant: SharedPageVariant,
) {
  const prefix = `/__page/${encodeURIComponent(generation)}/${encodeURIComponent(variant.key)}`;
  return `${cache.origin}${prefix}${page.pathname}${page.search}`;
}

export async function storePage(
  key: string,
  page: RenderedPage,
  body: ReadableStream | Uint8Array<ArrayBuffer>,
  variant: SharedPageVariant,
) {
  const headers = new Headers(page.response.headers);
  headers.set(RENDERED_AT, String(page.startedAt));
  headers.set(STORED_NONCE, page.tokens.nonce);
  headers.set(STORED_STAMP, page.tokens.formStamp);
  if (variant.consent) {
    headers.set(STORED_CONSENT_ID, variant.consent.id);
    headers.set(STORED_CONSENT_TIME, variant.consent.timestamp);
  }
  // How long the Cache API keeps it; whether it is fresh is decided from RENDERED_AT.
  headers.set("Cache-Control", `public, max-age=${PAGE_KEPT_SECONDS}`);
  await edgeCache().put(key, new Response(body, { status: 200, headers }));
}

/** A stored page carries every value it needs replaced (an older entry might lack one). */
export function isCompleteStoredPage(stored: Response, variant: SharedPageVariant) {
  const { headers } = stored;
  if (!headers.has(STORED_NONCE) || !headers.has(STORED_STAMP)) return false;
  return !variant.consent || (headers.has(STORED_CONSENT_ID) && headers.has(STORED_CONSENT_TIME));
}

/** How long ago the stored page's render began. */
export function storedPageAgeSeconds(stored: Response) {
  return (Date.now() - Number(stored.headers.get(RENDERED_AT))) / 1000;
}

/** The headers a page from the cache is served with: without those the cache keeps for itself. */
export function servedHeaders(headers: Headers) {
  const served = new Headers(headers);
  for (const name of INTERNAL_HEADERS) served.delete(name);
  return served;
}

/** A rendered page, with the tokens it was rendered with, for others to fill. */
export function copyOfRender(
  bytes: Uint8Array,
  page: RenderedPage,
  variant: SharedPageVariant,
  headers: Headers,
): HotPage {
  return {
    bytes,
    values: slotValues(page.tokens, variant),
    headers: [...headers],
    storedAt: page.startedAt,
  };
}

/** A stored page as read back, with the values each response replaces. */
export async function readStoredPage(stored: Response): Promise<HotPage> {
  const { headers } = stored;
  return {
    bytes: new Uint8Array(await stored.arrayBuffer()),
    values: {
      nonce: headers.get(STORED_NONCE) ?? undefined,
      formStamp: headers.get(STORED_STAMP) ?? undefined,
      consentId: headers.get(STORED_CONSENT_ID) ?? undefined,
      consentTime: headers.get(STORED_CONSENT_TIME) ?? undefined,
    },
    headers: [...servedHeaders(headers)],
    storedAt: Number(headers.get(RENDERED_AT)),
  };
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

/** The copy cut at its values: once, by the first response that fills it. */
function templateOf(copy: HotPage) {
  copy.template ??= cutPage(copy.bytes, copy.values);
  return copy.template;
}

/** The stored page with this response's own nonce, form stamp and consent record. */
export function withFreshTokens(
  stored: HotPage,
  tokens: PageTokens,
  variant: SharedPageVariant,
  cacheStatus: CacheStatus | undefined,
  status = 200,
) {
  const html = fillPage(templateOf(stored), slotValues(tokens, variant));
  const headers = new Headers(stored.headers);
  if (cacheStatus) headers.set("X-Cache", cacheStatus);
  return new Response(html, { status, headers });
}
