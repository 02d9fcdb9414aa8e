/**
 * What a route module may export for the page cache, and how the page cache reads it. A page
 * served from the cache runs no loader, and its copy is rendered from an address cut down to
 * what the page reads: so a route that reads query parameters names them, and a route whose
 * loader does more per view than read data (a post page counts its view) gives the work a hit
 * runs in its place. The Worker finds both by route id, knowing nothing of what they do.
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";

type RouteParams = Record<string, string | undefined>;

export interface PageCacheHit {
  request: Request;
  params: RouteParams;
  context: Pick<AppLoadContext, "env" | "ctx">;
}

/** A route module's exports for the page cache; a route exports those it needs, or none. */
export interface PageCacheRouteExports {
  /**
   * The query parameters the page reads (the blog list: page, category, search...); a shared
   * copy is rendered and stored with only these. A page that exports none reads none.
   */
  pageQueryParameters: readonly string[];
  /** Runs on a hit in place of the loader's per-view work; work it starts goes to ctx.waitUntil. */
  onPageCacheHit: (hit: PageCacheHit) => void;
}

/**
 * The build's routes as the page cache reads them. Remix's type of a route module knows
 * nothing of these exports; `object &` lets any module in, with or without them.
 */
type PageCacheRoutes = Record<
  string,
  { module: object & Partial<PageCacheRouteExports> } | undefined
>;

function exportsOf(routes: PageCacheRoutes, route: { id: string } | undefined) {
  return route ? routes[route.id]?.module : undefined;
}

export function pageQueryParametersOf(
  routes: ServerBuild["routes"],
  route: { id: string } | undefined,
): PageCacheRouteExports["pageQueryParameters"] {
  return exportsOf(routes, route)?.pageQueryParameters ?? [];
}

export function runPageCacheHitHandler(
  routes: ServerBuild["routes"],
  route: { id: string; params: RouteParams } | undefined,
  hit: Omit<PageCacheHit, "params">,
) {
  if (!route) return;
  exportsOf(routes, route)?.onPageCacheHit?.({ ...hit, params: route.params });
}
