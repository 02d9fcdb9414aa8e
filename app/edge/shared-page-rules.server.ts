/**
 * What the page cache may share between visitors (docs/decisions/0012-full-page-edge-cache.md):
 * which requests may be answered with a shared copy of a page, what of their address reaches
 * that copy, and which rendered pages others may be served or the cache may keep. A copy is
 * shared only when nothing in it is one visitor's own. When a copy is served or rendered again
 * is page-cache.server.ts's to decide.
 */
import { isAdminPath } from "~/lib/admin-path";
import { isApiPath } from "~/lib/api-path";
import type { PageCacheRouteExports } from "./page-cache-route.server";

/** Which shared copy of a page a visitor may get, from their cookies. */
export interface SharedPageVariant {
  /** Part of the cache key: "anonymous", or the consent choice such as "consent-101". */
  key: string;
  /** What a page for this choice holds of one visitor's consent record, put in fresh on each hit. */
  consent: { id: string; timestamp: string } | null;
}

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
 * The address a shared copy is rendered from and stored under: the same page with only the
 * parameters it reads, in a fixed order. Tracking tags and anything else in the address
 * neither split the cache nor reach the copy other visitors are served. `url` is not changed.
 */
export function sharedPageUrl(url: URL, reads: PageCacheRouteExports["pageQueryParameters"]) {
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

/** A rendered page others may be served too: one that sets no cookie, and is HTML. */
export function isShareable(response: Response) {
  return (
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** A page the cache keeps: shareable, rendered without error, and not marked as not to keep. */
export function isStorable({ response, clean }: { response: Response; clean: boolean }) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    clean &&
    response.status === 200 &&
    isShareable(response) &&
    !/no-store|private/i.test(cacheControl)
  );
}
