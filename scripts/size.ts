/**
 * `npm run size [-- --budget]`: the JavaScript each public page makes the browser download
 * before it is interactive, gzipped, read from the Remix build manifest of the last
 * `npm run build`. A page loads the entry module and the modules of every route that matches it
 * (root, then the page's route), each with its static imports; shared chunks count once per
 * page. The manifest file counts too unless lazy route discovery is on: then the browser gets
 * the matched routes inlined in the HTML and never requests the file. Chunks loaded later through
 * dynamic import() are not counted: the browser fetches them when they are needed (the toast
 * card once the page is idle), not before the page is interactive.
 *
 * It also fails when a package only the Worker may use (the database driver, the HTML sanitiser,
 * token signing…) is in any browser chunk, lazily loaded ones included (db/schema.ts brings
 * drizzle-orm with it), and when the root's code is split into more chunks than it needs: when
 * the root shares a module with another entry point (a route or a lazily loaded module) other
 * than through app/components/root-shared.bundle-boundary.ts, which says why that matters.
 *
 * With --budget it exits 1 when a page is heavier than its budget (kB, 1 kB = 1000 bytes).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import remixConfig from "../remix.config.js";
import { projectRoot } from "./lib/local-stack";

/**
 * The public pages, by the route ids that render them (root first), with their budgets. The
 * targets are 105 kB for content pages and 115 kB for / and /contact (the framework, React,
 * ReactDOM and the Remix runtime, is about 85 kB of that). Every page meets its target and is
 * held to it; /contact, well under its target, to its size plus 3 kB. Budgets only go down.
 */
const PUBLIC_PAGES: Record<string, { route: string; budgetKb: number }> = {
  "/": { route: "routes/_index", budgetKb: 115 },
  "/blog": { route: "routes/blog._index", budgetKb: 105 },
  "/blog/{slug}": { route: "routes/blog.$slug", budgetKb: 105 },
  "/team": { route: "routes/team", budgetKb: 105 },
  "/contact": { route: "routes/contact", budgetKb: 109.2 },
  "/resources": { route: "routes/resources", budgetKb: 105 },
  "/privacy": { route: "routes/privacy", budgetKb: 105 },
  "/terms": { route: "routes/terms", budgetKb: 105 },
  "/cookies": { route: "routes/cookies", budgetKb: 105 },
};

/** Packages only the Worker may use: in a browser chunk they are dead weight or a leak. */
const SERVER_ONLY_PACKAGES = [
  "@neondatabase/serverless",
  "drizzle-orm",
  "isbot",
  "jose",
  "marked",
  "otpauth",
  "postcss",
  "qrcode",
  "remix-auth",
  "remix-auth-form",
  "sanitize-html",
  "tldts-core",
  "tldts-icann",
  "ws",
];

interface ManifestModule {
  module: string;
  imports?: string[];
}
interface Manifest {
  url: string;
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { parentId?: string }>;
}
interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, { inputs: Record<string, unknown>; entryPoint?: string }>;
}

const { values } = parseArgs({ options: { budget: { type: "boolean", default: false } } });

const publicDir = path.join(projectRoot, "public");
const buildDir = path.join(publicDir, "build");
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error("No build manifest in public/build: run `npm run build` first.");
  process.exit(2);
}
const manifestSource = readFileSync(path.join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""),
) as Manifest;
const manifestDownloaded = remixConfig.future?.v3_lazyRouteDiscovery !== true;

const gzipSizes = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(publicDir, url))).length;
    gzipSizes.set(url, size);
  }
  return size;
}

function routeChain(routeId: string): ManifestModule[] {
  const chain: ManifestModule[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build manifest`);
    chain.unshift(route);
  }
  return chain;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows = Object.entries(PUBLIC_PAGES).map(([page, { route, budgetKb }]) => {
  const urls = new Set<string>(manifestDownloaded ? [manifest.url] : []);
  for (const part of [manifest.entry, ...routeChain(route)]) {
    urls.add(part.module);
    for (const url of part.imports ?? []) urls.add(url);
  }
  const bytes = [...urls].reduce((sum, url) => sum + gzipSize(url), 0);
  return { page, route, budgetKb, files: urls.size, bytes };
});

console.log(
  "page".padEnd(16) + "route".padEnd(22) + "files".padStart(6) + "   kB gzipped" + "   budget kB",
);
for (const row of rows)
  console.log(
    row.page.padEnd(16) +
      row.route.padEnd(22) +
      String(row.files).padStart(6) +
      kb(row.bytes).padStart(13) +
      String(row.budgetKb).padStart(12),
  );

// The compiler's record of every browser chunk and the source files in it (build/ is written
// by the same `npm run build`).
const metafile = JSON.parse(
  readFileSync(path.join(projectRoot, "build", "metafile.js.json"), "utf8"),
) as Metafile;
const leaks: string[] = [];
for (const [chunk, { inputs }] of Object.entries(metafile.outputs)) {
  for (const input of Object.keys(inputs)) {
    const pkg = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].at(-1)?.[1];
    if (pkg && SERVER_ONLY_PACKAGES.includes(pkg))
      leaks.push(`${path.relative("public", chunk)}: ${pkg}`);
  }
}
const uniqueLeaks = [...new Set(leaks)];
for (const leak of uniqueLeaks) console.error(`Server-only code in a browser chunk: ${leak}`);

// Esbuild gives each set of entry points reaching a file a chunk of its own, following every
// import of a file that is in the build (as the metafile's inputs record them), used or not.
const ROOT_SHARED = "app/components/root-shared.bundle-boundary.ts";
// The analytics session, below components/ in the layers, reaches four of the root-shared
// modules directly (consent, analytics facade, random ids): they form a second chunk.
const REACHES_ROOT_SHARED_DIRECTLY = ["app/client/analytics-session.ts"];
const inBuild = new Set(Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
function reachedFrom(entryPoint: string) {
  const reached = new Set<string>();
  const pending = [entryPoint];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { path: imported, kind } of metafile.inputs[file]?.imports ?? [])
      if (kind !== "dynamic-import" && inBuild.has(imported)) pending.push(imported);
  }
  return reached;
}
const entryPointOf = (url: string) => metafile.outputs[`public${url}`]?.entryPoint;
const rootEntry = entryPointOf(manifest.routes.root!.module)!;
const clientEntry = entryPointOf(manifest.entry.module)!;
const rootSharedInput = metafile.inputs[ROOT_SHARED];
if (!rootSharedInput) {
  console.error(`${ROOT_SHARED} is not in the browser build: has it moved?`);
  process.exit(2);
}
const rootShared = new Set(rootSharedInput.imports.map((i) => i.path));
const rootOwn = [...reachedFrom(rootEntry)].filter(
  (file) => !file.includes("node_modules/") && file !== ROOT_SHARED && !rootShared.has(file),
);
const splits: string[] = [];
for (const entryPoint of Object.values(metafile.outputs).flatMap((o) => o.entryPoint ?? [])) {
  if (entryPoint === rootEntry) continue;
  const reached = reachedFrom(entryPoint);
  // entry.client shares the loaders of the 404 page and the toast card with the root (their
  // lazily loaded modules import the root-shared module, so they cannot be in it): one chunk more.
  if (entryPoint !== clientEntry)
    for (const file of rootOwn.filter((f) => reached.has(f)))
      splits.push(`${file} is shared by the root and ${entryPoint}: add it to ${ROOT_SHARED}`);
  if (!reached.has(ROOT_SHARED) && !REACHES_ROOT_SHARED_DIRECTLY.includes(entryPoint))
    for (const file of [...rootShared].filter((f) => reached.has(f)))
      splits.push(`${entryPoint} reaches ${file} other than through ${ROOT_SHARED}`);
}
for (const split of splits) console.error(`The root's code is split: ${split}`);

let failed = uniqueLeaks.length > 0 || splits.length > 0;
if (values.budget) {
  const over = rows.filter((row) => row.bytes > row.budgetKb * 1000);
  for (const row of over)
    console.error(`${row.page}: ${kb(row.bytes)} kB gzipped, over its ${row.budgetKb} kB budget`);
  if (over.length > 0) failed = true;
  else console.log("Every public page is within its budget.");
}
if (failed) process.exit(1);
