/**
 * `npm run size [-- --budget 90]`: the JavaScript each public page makes the browser download
 * before it is interactive, gzipped, read from the Remix build manifest of the last
 * `npm run build`. A page loads the manifest itself, the entry module and the modules of every
 * route that matches it (root, then the page's route), each with its static imports; shared
 * chunks count once per page. Chunks loaded later through dynamic import() are not counted:
 * the browser fetches them only when they are needed.
 *
 * With --budget (kB, 1 kB = 1000 bytes) it exits 1 when a page is heavier.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { projectRoot } from "./lib/local-stack";

/** The public pages, by the route ids that render them (root first). */
const PUBLIC_PAGES: Record<string, string> = {
  "/": "routes/_index",
  "/blog": "routes/blog._index",
  "/blog/{slug}": "routes/blog.$slug",
  "/team": "routes/team",
  "/contact": "routes/contact",
  "/resources": "routes/resources",
  "/privacy": "routes/privacy",
  "/terms": "routes/terms",
  "/cookies": "routes/cookies",
};

interface ManifestModule {
  module: string;
  imports?: string[];
}
interface Manifest {
  url: string;
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { parentId?: string }>;
}

const { values } = parseArgs({ options: { budget: { type: "string" } } });
const budgetKb = values.budget === undefined ? undefined : Number(values.budget);
if (budgetKb !== undefined && !(budgetKb > 0)) {
  console.error("usage: npm run size [-- --budget <kB>]");
  process.exit(2);
}

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
const rows = Object.entries(PUBLIC_PAGES).map(([page, routeId]) => {
  const urls = new Set<string>([manifest.url]);
  for (const part of [manifest.entry, ...routeChain(routeId)]) {
    urls.add(part.module);
    for (const url of part.imports ?? []) urls.add(url);
  }
  const bytes = [...urls].reduce((sum, url) => sum + gzipSize(url), 0);
  return { page, route: routeId, files: urls.size, bytes };
});

console.log("page".padEnd(16) + "route".padEnd(22) + "files".padStart(6) + "   kB gzipped");
for (const row of rows)
  console.log(
    row.page.padEnd(16) +
      row.route.padEnd(22) +
      String(row.files).padStart(6) +
      kb(row.bytes).padStart(13),
  );

if (budgetKb !== undefined) {
  const over = rows.filter((row) => row.bytes > budgetKb * 1000);
  for (const row of over)
    console.error(`${row.page}: ${kb(row.bytes)} kB gzipped, over the ${budgetKb} kB budget`);
  if (over.length > 0) process.exit(1);
  console.log(`Every public page is within ${budgetKb} kB.`);
}
