import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";

type BuildRoutes = ServerBuild["routes"];

export interface RouteMatch {
  id: string;
  params: Record<string, string | undefined>;
}

/** The build's flat route list as the nested tree the router matches against, made once per build. */
const trees = new WeakMap<BuildRoutes, AgnosticRouteObject[]>();

function treeOf(routes: BuildRoutes): AgnosticRouteObject[] {
  const cached = trees.get(routes);
  if (cached) return cached;
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, path: route!.path, index: true }
          : {
              id: route!.id,
              path: route!.path,
              caseSensitive: route!.caseSensitive,
              children: childrenOf(route!.id),
            },
      );
  const tree = childrenOf(undefined);
  trees.set(routes, tree);
  return tree;
}

/**
 * The router flattens and ranks every route on each call, which cost half the CPU of a page
 * served from the cache. A path always matches the same way within a build, so the answers for
 * recently seen paths are kept; bounded, so a crawl of odd paths only makes it forget sooner.
 */
const REMEMBERED_PATHS = 2_000;
const matchesByBuild = new WeakMap<BuildRoutes, LRUCache<string, RouteMatch | "none">>();

function rememberedMatches(routes: BuildRoutes) {
  let matches = matchesByBuild.get(routes);
  if (!matches) {
    matches = new LRUCache({ max: REMEMBERED_PATHS });
    matchesByBuild.set(routes, matches);
  }
  return matches;
}

/**
 * The route module that answers a path (e.g. `routes/blog.$slug`) and its params: the request
 * log groups requests by it, and a page served from the cache finds the route's hit handler.
 */
export function matchRoute(routes: BuildRoutes, pathname: string): RouteMatch | undefined {
  const matches = rememberedMatches(routes);
  const known = matches.get(pathname);
  if (known) return known === "none" ? undefined : known;
  const match = matchRoutes(treeOf(routes), pathname)?.at(-1);
  // Shared by every request for the path: frozen, so no caller can change what the next one gets.
  const found = match?.route.id
    ? Object.freeze({ id: match.route.id, params: Object.freeze({ ...match.params }) })
    : undefined;
  matches.set(pathname, found ?? "none");
  return found;
}
