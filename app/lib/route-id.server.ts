import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";

type BuildRoutes = ServerBuild["routes"];

interface RouteMatch {
  id: string;
  params: Record<string, string | undefined>;
}

/**
 * What matching needs of a build, made once per build: its flat route list as the nested tree
 * the router matches against, and the answers for recently seen paths. The router flattens and
 * ranks every route on each call, which cost half the CPU of a page served from the cache; a path
 * always matches the same way within a build, and the bound means a crawl of odd paths only
 * makes it forget sooner.
 */
const REMEMBERED_PATHS = 2_000;
const matchers = new WeakMap<
  BuildRoutes,
  { tree: AgnosticRouteObject[]; matches: LRUCache<string, RouteMatch | "none"> }
>();

function matcherOf(routes: BuildRoutes) {
  let matcher = matchers.get(routes);
  if (!matcher) {
    matcher = { tree: treeOf(routes), matches: new LRUCache({ max: REMEMBERED_PATHS }) };
    matchers.set(routes, matcher);
  }
  return matcher;
}

function treeOf(routes: BuildRoutes): AgnosticRouteObject[] {
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
  return childrenOf(undefined);
}

/**
 * The route module that answers a path (e.g. `routes/blog.$slug`) and its params: the request
 * log groups requests by it, and a page served from the cache finds the route's hit handler.
 */
export function matchRoute(routes: BuildRoutes, pathname: string): RouteMatch | undefined {
  const { tree, matches } = matcherOf(routes);
  const known = matches.get(pathname);
  if (known) return known === "none" ? undefined : known;
  const match = matchRoutes(tree, pathname)?.at(-1);
  // Shared by every request for the path: frozen, so no caller can change what the next one gets.
  const found = match?.route.id
    ? Object.freeze({ id: match.route.id, params: Object.freeze({ ...match.params }) })
    : undefined;
  matches.set(pathname, found ?? "none");
  return found;
}
