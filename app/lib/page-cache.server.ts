/**
 * The edge cache for whole public pages (docs/decisions/0012-full-page-edge-cache.md).
 *
 * A page is rendered once and served from the Workers Cache API to every visitor who carries
 * nothing personal (no cookie at all: no consent choice, no toast, no admin session). What a
 * rendered page holds that must differ per response — the CSP nonce and the signed form stamp —
 * is replaced with fresh values on every hit, so the policy stays strict and the contact form's
 * minimum fill time still counts from this visitor's page. Keys carry the blog cache's
 * generation, so a publish, edit or delete retires every cached page with the JSON.
 * A page older than its fresh time is still served at once, and rendered again in the
 * background (stale-while-revalidate).
 */
import { isAdminPath } from "./admin-path";
import { isApiPath } from "./api-path";

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

export type PageCacheStatus = "HIT" | "STALE" | "MISS";

/** After this long a page is stale: served once more, and rendered again behind it. */
export const PAGE_STALE_SECONDS = 10 * 60;

const STORED_AT = "X-Page-Stored-At";
const STORED_NONCE = "X-Page-Nonce";
const STORED_STAMP = "X-Page-Form-Stamp";
const INTERNAL_HEADERS = [STORED_AT, STORED_NONCE, STORED_STAMP, "Cache-Control"];

/** `caches.default` of workerd (the DOM typings of `caches` do not know it). */
function edgeCache() {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * Whether a request may be answered with a shared page: a plain GET of a public page, from a
 * visitor with no cookie (a cookie means a consent choice, a toast or a session, all of which
 * change the markup), and not Remix's own data requests.
 */
export function isSharedPageRequest(request: Request) {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (isAdminPath(url.pathname) || isApiPath(url.pathname)) return false;
  // Uploaded images are never pages; their route answers from R2 with its own caching.
  if (url.pathname.startsWith("/media/")) return false;
  if (url.searchParams.has("_data")) return false;
  return !request.headers.get("Cookie")?.trim();
}

/** One entry per page and query (parameters sorted), under the current generation. */
function cacheKey(url: URL, generation: string) {
  const key = new URL(url.pathname, url.origin);
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of params) key.searchParams.append(name, value);
  key.searchParams.set("__page_generation", generation);
  return new Request(key);
}

function isStorable({ response, clean }: RenderedPage) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    clean &&
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/i.test(cacheControl)
  );
}

async function store(cache: Cache, key: Request, page: RenderedPage, body: ReadableStream) {
  const headers = new Headers(page.response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(STORED_NONCE, page.tokens.nonce);
  headers.set(STORED_STAMP, page.tokens.formStamp);
  // How long the Cache API keeps it; whether it is fresh is decided from STORED_AT.
  headers.set("Cache-Control", `public, max-age=${PAGE_STALE_SECONDS}`);
  await cache.put(key, new Response(body, { status: 200, headers }));
}

/** The stored page with this response's own nonce and form stamp in place of the stored ones. */
async function withFreshTokens(stored: Response, tokens: PageTokens, status: PageCacheStatus) {
  const html = (await stored.text())
    .replaceAll(stored.headers.get(STORED_NONCE)!, tokens.nonce)
    .replaceAll(stored.headers.get(STORED_STAMP)!, tokens.formStamp);
  const headers = new Headers(stored.headers);
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  headers.set("X-Cache", status);
  return new Response(html, { status: 200, headers });
}

function withStatus(response: Response, status: PageCacheStatus) {
  const headers = new Headers(response.headers);
  headers.set("X-Cache", status);
  return new Response(response.body, { status: response.status, headers });
}

export interface SharedPageOptions<R extends RenderedPage> {
  request: Request;
  ctx: ExecutionContext;
  /** The blog cache's generation: a new one retires every stored page. */
  generation: string;
  freshSeconds: number;
  /** New tokens for a response served from the cache. */
  freshTokens: () => Promise<PageTokens>;
  /** Renders the page (with new tokens); used on a miss and to refresh a stale page. */
  render: () => Promise<R>;
}

export interface SharedPage<R extends RenderedPage> {
  response: Response;
  tokens: PageTokens;
  status: PageCacheStatus;
  /** The render behind a miss (its errors and database time); absent when the cache answered. */
  rendered?: R;
}

export async function serveSharedPage<R extends RenderedPage>(
  options: SharedPageOptions<R>,
): Promise<SharedPage<R>> {
  const { request, ctx, generation, freshSeconds, freshTokens, render } = options;
  const cache = edgeCache();
  const key = cacheKey(new URL(request.url), generation);
  const stored = await cache.match(key);

  if (stored && stored.headers.has(STORED_NONCE) && stored.headers.has(STORED_STAMP)) {
    const ageSeconds = (Date.now() - Number(stored.headers.get(STORED_AT))) / 1000;
    const stale = !(ageSeconds <= freshSeconds);
    if (stale) {
      ctx.waitUntil(
        render().then(async (page) => {
          if (isStorable(page)) await store(cache, key, page, page.response.body!);
          else await page.response.body?.cancel();
        }),
      );
    }
    const tokens = await freshTokens();
    const status = stale ? "STALE" : "HIT";
    return { response: await withFreshTokens(stored, tokens, status), tokens, status };
  }

  const page = await render();
  if (!isStorable(page))
    return { response: page.response, tokens: page.tokens, status: "MISS", rendered: page };
  const [forVisitor, forCache] = page.response.body!.tee();
  ctx.waitUntil(store(cache, key, page, forCache));
  return {
    response: withStatus(new Response(forVisitor, page.response), "MISS"),
    tokens: page.tokens,
    status: "MISS",
    rendered: page,
  };
}
