/**
 * The patches under patches/ are applied by `npm install` (patch-package). A patch that changes
 * a package's `exports` must carry its package.json, which patch-package leaves out unless told:
 * without it the Worker's build silently takes the unpatched file. These build the way the Remix
 * compiler builds (bundled-files.ts) and look at which file it took.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as router from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { bundledFiles, projectRoot, workerTarget, type Target } from "./bundled-files";

const require = createRequire(import.meta.url);

/** The router files a bundle of `import "@remix-run/router"` takes for this target. */
async function routerFilesFor(target: Target) {
  const files = await bundledFiles(target, `export { matchRoutes } from "@remix-run/router";`);
  return files.filter((file) => file.includes("@remix-run/router"));
}

describe("@remix-run/router as patched", () => {
  it("goes into the Worker's build in the copy that keeps its route matching work", async () => {
    const files = await routerFilesFor(workerTarget);
    expect(files).toEqual(["node_modules/@remix-run/router/dist/router.cjs.js"]);
    const taken = readFileSync(path.join(projectRoot, files[0]!), "utf8");
    expect(taken).toContain("function rankedBranchesOf(routes)");
  });

  it("goes into the browser's bundles as published", async () => {
    const files = await routerFilesFor({ platform: "browser" });
    expect(files).toEqual(["node_modules/@remix-run/router/dist/router.js"]);
  });
});

type Route = router.AgnosticRouteObject;

/** Routes of the shapes the app's tree has: layouts, index routes, parameters, a splat. */
const routeTree: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      {
        id: "blog",
        path: "blog",
        children: [
          { id: "blog-index", index: true },
          { id: "post", path: ":slug" },
        ],
      },
      { id: "rss", path: "blog/rss.xml" },
      { id: "post-markdown", path: "blog/:slug.md" },
      { id: "api-post", path: "api/v1/blog/posts/:slug" },
      { id: "admin-edit", path: "admin/blog/edit/:id" },
      { id: "pathless", children: [{ id: "team", path: "team" }] },
      { id: "docs", path: "docs/:lang?/intro" },
      { id: "exact-case", path: "Exact", caseSensitive: true },
      { id: "not-found", path: "*" },
    ],
  },
];
const SEGMENTS = [
  "",
  "blog",
  "BLOG",
  "Blog",
  "rss.xml",
  "a.md",
  "api",
  "v1",
  "posts",
  "admin",
  "edit",
  "7",
  "team",
  "docs",
  "en",
  "intro",
  "Exact",
  "exact",
  "%62log",
  "a%2Fb",
  "İ",
  "K",
];

/** A copy of the routes made of new objects, as React Router's server render makes for itself. */
function copyOf(routes: Route[], change: (route: Route) => Route = (route) => route): Route[] {
  return routes.map((route) =>
    change({
      ...route,
      ...(route.children ? { children: copyOf(route.children, change) } : {}),
    } as Route),
  );
}

function routeWithId(routes: Route[], id: string): Route | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && routeWithId(route.children, id);
    if (found) return found;
  }
}

async function routers() {
  const published = (await import(
    path.join(projectRoot, "node_modules/@remix-run/router/dist/router.js")
  )) as typeof router;
  const patched = require(
    path.join(projectRoot, "node_modules/@remix-run/router/dist/router.cjs.js"),
  ) as typeof router;
  return { published, patched };
}

/** Paths of one to five of SEGMENTS, some with a trailing slash, the same for the same seed. */
function randomPaths(count: number, seed = 7) {
  const random = (below: number) => (seed = (seed * 48_271) % 2_147_483_647) % below;
  return Array.from({ length: count }, () => {
    const segments = Array.from({ length: 1 + random(5) }, () => SEGMENTS[random(SEGMENTS.length)]);
    return `/${segments.join("/")}${random(8) ? "" : "/"}`;
  });
}

it("matches every path as the published router does", async () => {
  const { published, patched } = await routers();
  for (const pathname of randomPaths(20_000))
    expect(patched.matchRoutes(routeTree, pathname), pathname).toEqual(
      published.matchRoutes(routeTree, pathname),
    );
});

it("matches new copies of the routes as the published router does, with each copy's own routes", async () => {
  const { published, patched } = await routers();
  for (const pathname of randomPaths(5_000, 11)) {
    const routes = copyOf(routeTree);
    const matches = patched.matchRoutes(routes, pathname);
    expect(matches, pathname).toEqual(published.matchRoutes(routes, pathname));
    for (const match of matches ?? [])
      expect(match.route, pathname).toBe(routeWithId(routes, match.route.id!));
  }
});

it("matches copies of another shape by their own branches", async () => {
  const { published, patched } = await routers();
  // The same ids with other paths, routes without ids, and ids used twice: none may be
  // matched by the branches kept for the app's tree.
  const shapes = [
    (route: Route) => (route.path === "blog" ? ({ ...route, path: "articles" } as Route) : route),
    (route: Route) =>
      route.path === ":slug" ? ({ ...route, caseSensitive: true } as Route) : route,
    ({ id: _id, ...route }: Route) => route as Route,
    (route: Route) => (route.path === "team" ? ({ ...route, id: "home" } as Route) : route),
  ];
  for (const pathname of randomPaths(3_000, 13)) {
    patched.matchRoutes(copyOf(routeTree), pathname);
    for (const shape of shapes) {
      const routes = copyOf(routeTree, shape);
      expect(patched.matchRoutes(routes, pathname), pathname).toEqual(
        published.matchRoutes(routes, pathname),
      );
    }
  }
});
