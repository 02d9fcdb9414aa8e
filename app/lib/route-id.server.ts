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
 * The id of the route module that answers a path (e.g. `routes/blog.$slug`), for the request
 * log: it groups requests by screen or endpoint where paths are all different.
 */
export function matchedRouteId(routes: BuildRoutes, pathname: string): string | undefined {
  return matchRoutes(treeOf(routes), pathname)?.at(-1)?.route.id;
}
