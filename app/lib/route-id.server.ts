import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

type BuildRoutes = ServerBuild["routes"];

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
 * The route module that answers a path (e.g. `routes/blog.$slug`) and its params: the request
 * log groups requests by it, and a page served from the cache finds the route's hit handler.
 */
export function matchRoute(
  routes: BuildRoutes,
  pathname: string,
): { id: string; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(treeOf(routes), pathname)?.at(-1);
  return match?.route.id ? { id: match.route.id, params: match.params } : undefined;
}
