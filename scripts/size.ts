/**
 * `npm run size [-- --budget]`: the JavaScript each public page makes the browser download
 * before it is interactive, gzipped, read from the Remix build manifest of the last
 * `npm run build`. A page loads the entry module and the modules of every route that matches it
 * (root, then the page's route), each with its static imports; shared chunks count once per
 * page. The manifest file counts too unless lazy route discovery is on: then the browser gets
 * the matched routes inlined in the HTML and never requests the file. Chunks loaded later through
 * dynamic import() are not counted: the browser fetches them only when they are needed.
 *
 * It also fails when a package only the Worker may use (the database driver, the HTML sanitiser,
 * token signing…) is in any browser chunk, lazily loaded ones included (db/schema.ts brings
 * drizzle-orm with it).
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
 * ReactDOM and the Remix runtime, is about 85 kB of that). Each page sits 3 kB above its size
 * on 2026-11-29, never above its target once it meets it, so growth fails while the gap is
 * worked on. Lower a budget whenever a page gets lighter.
 */
const PUBLIC_PAGES: Record<string, { route: string; budgetKb: number }> = {
  "/": { route: "routes/_index", budgetKb: 118.1 },
  "/blog": { route: "routes/blog._index", budgetKb: 110.8 },
  "/blog/{slug}": { route: "routes/blog.$slug", budgetKb: 109.1 },
  "/team": { route: "routes/team", budgetKb: 108.7 },
  "/contact": { route: "routes/contact", budgetKb: 111.9 },
  "/resources": { route: "routes/resources", budgetKb: 105 },
  "/privacy": { route: "routes/privacy", budgetKb: 110 },
  "/terms": { route: "routes/terms", budgetKb: 109.6 },
  "/cookies": { route: "routes/cookies", budgetKb: 109.5 },
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
  outputs: Record<string, { inputs: Record<string, unknown> }>;
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

let failed = uniqueLeaks.length > 0;
if (values.budget) {
  const over = rows.filter((row) => row.bytes > row.budgetKb * 1000);
  for (const row of over)
    console.error(`${row.page}: ${kb(row.bytes)} kB gzipped, over its ${row.budgetKb} kB budget`);
  if (over.length > 0) failed = true;
  else console.log("Every public page is within its budget.");
}
if (failed) process.exit(1);
