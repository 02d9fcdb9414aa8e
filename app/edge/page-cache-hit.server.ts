/**
 * A page served from the page cache runs no loader. A route whose loader does more per view
 * than read data (a post page counts its view) exports `onPageCacheHit`, which the page cache
 * runs in its place; the Worker finds it by route id, knowing nothing of what it does.
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";

type RouteParams = Record<string, string | undefined>;

export interface PageCacheHit {
  request: Request;
  params: RouteParams;
  context: Pick<AppLoadContext, "env" | "ctx">;
}

/** The type of a route module's `onPageCacheHit` export; work it starts goes to ctx.waitUntil. */
export type PageCacheHitHandler = (hit: PageCacheHit) => void;

export function runPageCacheHitHandler(
  routes: ServerBuild["routes"],
  route: { id: string; params: RouteParams } | undefined,
  hit: Omit<PageCacheHit, "params">,
) {
  if (!route) return;
  const module = routes[route.id]?.module as { onPageCacheHit?: PageCacheHitHandler } | undefined;
  module?.onPageCacheHit?.({ ...hit, params: route.params });
}
