/**
 * `npm run bench -- --posts 10000`: the blog at a size. Makes a database of its own (next to
 * TEST_DATABASE_URL's when set, else an embedded PGlite), fills it with that many posts (twelve
 * categories, bodies of a few kilobytes, 90 % published, dates spread over years), starts
 * `npm start` on it, and measures the reads that grow with the table, warm (one URL, cached)
 * and cold (each request misses):
 * - the JSON API: the list, a deep page, a category, a full-text search, a post (cold: every
 *   request a new key);
 * - the HTML pages: /blog, a deep /blog?page=…, a search /blog?search=… and a post page (cold:
 *   every request under a Host of its own, a new site to the edge cache, so neither the page
 *   nor its data is cached — it also starts that site's cache generation, a KV read and write;
 *   the cold post page also sends a cookie the site never reads, so its render is not stored);
 *   and the deep pages, a search and a post page "cold, known site": a query no earlier request
 *   asked, on a site whose layout data is cached, as a visitor's new search is, beside the JSON
 *   rows that ask the same kind of query;
 * - the site's own pages, / and /team, warm and cold the same way: they do not grow with the
 *   blog, but a cold one reads its published documents (the company's, the home page's, and
 *   the team's for /team), which the blog rows beside them do not;
 * - /sitemap.xml (past 50,000 URLs an index; then also its first part /sitemaps/1.xml),
 *   /blog/rss.xml and /llms.txt, with 4 connections (cold the same way: these are cached under
 *   fixed paths), and each one's size in bytes and entries (a sitemap holds at most 50,000);
 * - the admin posts table (never cached), plain and searched;
 * - tail latency: the static file, `/`, `/blog` and a post, warm, with 50 connections (p99 / p50);
 * - round trips: a cold post page, a cold search and the admin table, one request at a time,
 *   with and without a delay between the Worker and the database (scripts/bench-latency.ts).
 * Filling 100,000 posts takes two to three minutes. Everything is removed afterwards.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { BLOG_PAGE_SIZE } from "~/lib/blog-list-params";
import { SITEMAP_MAX_URLS } from "~/services/blog/feeds.server";
import { renderStalePostContent } from "~/services/blog/rendered-content.server";
import { blogPosts } from "~db/schema";
import { measureLatency, printLatencyTable, type LatencyKind } from "./bench-latency";
import {
  adminAccessToken,
  measure,
  measureTail,
  newSiteEachRequest,
  printTable,
  printTailTable,
  serverUrl,
  setServerUrl,
  STATIC_FILE,
  uniquePaths,
  warmUp,
  type Row,
} from "./lib/bench-measure";
import { connect, migrateDatabase } from "./lib/database";
import { freePort } from "./lib/free-port";
import { projectRoot } from "./lib/local-stack";
import { createScratchDatabase } from "./lib/scratch-database";

const CATEGORIES = [
  "AI Strategy",
  "Machine Learning",
  "LLM Engineering",
  "Data Engineering",
  "MLOps",
  "Computer Vision",
  "NLP",
  "Agents",
  "Case Studies",
  "Security",
  "Product",
  "Research",
];
const FILLER = "the a of for with when our your this that every team each".split(" ");
const WORDS =
  "model data agent pipeline latency retrieval embedding vector evaluation prompt context token fine-tuning inference training dataset label feature drift monitoring deployment gpu cost budget privacy compliance governance audit workflow automation integration api schema warehouse stream batch cache index query ranking search recommendation forecast anomaly classifier regression transformer attention benchmark accuracy recall precision".split(
    " ",
  );

/** Each post writes about a dozen of the domain words, so a search matches some posts, not all. */
function topicWords(seed: number) {
  return Array.from({ length: 12 }, (_, i) => WORDS[(seed * 7 + i * i * 5 + i) % WORDS.length]!);
}

function sentence(seed: number, length: number, words = topicWords(seed)) {
  const picked: string[] = [];
  for (let i = 0; i < length; i++)
    picked.push(
      i % 3 === 2 ? FILLER[(seed + i) % FILLER.length]! : words[(seed + i * 5) % words.length]!,
    );
  const text = picked.join(" ");
  return text[0]!.toUpperCase() + text.slice(1) + ".";
}

/** A post body of a few kilobytes: headings, paragraphs and a list, different for each post. */
function body(seed: number) {
  const words = topicWords(seed);
  const parts: string[] = [];
  for (let section = 0; section < 4; section++) {
    parts.push(`## ${sentence(seed + section, 4, words).slice(0, -1)}`);
    for (let paragraph = 0; paragraph < 3; paragraph++)
      parts.push(
        Array.from({ length: 5 }, (_, i) =>
          sentence(seed + section * 7 + paragraph * 3 + i, 14, words),
        ).join(" "),
      );
    parts.push(Array.from({ length: 4 }, (_, i) => `- ${sentence(seed + i, 6, words)}`).join("\n"));
  }
  return parts.join("\n\n");
}

/**
 * Posts per INSERT. The time goes to Postgres (each post's tsvector and its GIN entries), so
 * bigger statements gain little: 10,000 posts take about 13 s with 1,000 a statement (16 s with
 * 250), so 100,000 take two to three minutes.
 */
const FILL_BATCH = 1_000;

export async function fillBlog(url: string, wsProxy: string, count: number) {
  const { db, close } = connect(url, wsProxy);
  try {
    await migrateDatabase(db);
    const started = Date.now() - count * 3_600_000;
    for (let first = 0; first < count; first += FILL_BATCH) {
      const rows = Array.from({ length: Math.min(FILL_BATCH, count - first) }, (_, offset) => {
        const n = first + offset;
        const published = n % 10 !== 0;
        const date = new Date(started + n * 3_600_000);
        return {
          slug: `scale-post-${n}`,
          title: `${sentence(n, 6).slice(0, -1)} ${n}`,
          excerpt: sentence(n + 1, 20),
          content: body(n),
          category: CATEGORIES[n % CATEGORIES.length]!,
          author: `Author ${n % 40}`,
          tags: [WORDS[n % WORDS.length]!, WORDS[(n * 7) % WORDS.length]!],
          published,
          publishedDate: published ? date : null,
          createdAt: date,
        };
      });
      await db.insert(blogPosts).values(rows);
    }
    // As the editor would have saved them: with their pages' HTML.
    await renderStalePostContent(db);
    // A table in its steady state, as autovacuum keeps it: statistics, the visibility map (for
    // index-only counts) and the GIN indexes' pending entries folded in. Otherwise autovacuum
    // starts on the new rows in the middle of the measurements.
    await db.execute(sql`vacuum analyze ${blogPosts}`);
  } finally {
    await close();
  }
}

export interface BenchServer {
  url: string;
  /** The process group of `npm start`: workerd runs in it (bench-enquiries reads its memory). */
  processGroup: number;
  stop(): void;
}

export async function startServer(
  databaseUrl: string,
  admin: { email: string; password: string },
  /** Further variables for `npm start`, e.g. WORKER_INSPECTOR_PORT. */
  extraEnv: Record<string, string> = {},
  /** The checkout whose `npm start` to run (`--compare` runs another one beside this one). */
  root = projectRoot,
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: root,
    detached: true,
    // BENCH_SERVER_LOG=<file> keeps the server's request log (one JSON line per request, with
    // its status, duration and database time) for a look at what a row's requests did.
    stdio: [
      "ignore",
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, "w") : "ignore",
      "inherit",
    ],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const processGroup = child.pid!;
  for (let attempt = 0; attempt < 480; attempt++) {
    const health = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (health?.ok)
      return { url, processGroup, stop: () => process.kill(-processGroup, "SIGTERM") };
    if (child.exitCode !== null) throw new Error("npm start exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("npm start did not become ready");
}

/** An admin for the run, with a strong random password. */
export function benchAdmin() {
  return { email: "bench@example.com", password: `${randomBytes(18).toString("base64url")}Aa7#` };
}

/** Fetches a path once (so it is cached) and returns a row's path function for it. */
async function warm(path: string) {
  await warmUp(path);
  return () => path;
}

/** The JSON API's reads that grow with the table, warm and cold (each request a new key). */
async function apiRows(deepPage: number, count: number, start: number) {
  return [
    await measure("list, warm", await warm("/api/v1/blog/posts")),
    await measure(
      "list, cold",
      uniquePaths(
        (i) => `/api/v1/blog/posts?limit=${(i % 100) + 1}&page=${1 + Math.floor(i / 100)}`,
      ),
    ),
    await measure(`page ${deepPage}, warm`, await warm(`/api/v1/blog/posts?page=${deepPage}`)),
    await measure(
      `page ${deepPage} ± 100, cold`,
      uniquePaths(
        (i) =>
          `/api/v1/blog/posts?page=${Math.max(1, deepPage - 100 + (i % 200))}&limit=${20 + Math.floor(i / 200)}`,
      ),
    ),
    await measure(
      "category, warm",
      await warm(`/api/v1/blog/posts?category=${encodeURIComponent(CATEGORIES[3]!)}`),
    ),
    await measure(
      "category, cold",
      uniquePaths((i) => {
        // Each category at every limit the API takes (1–100), then the same on the next page.
        const round = Math.floor(i / CATEGORIES.length);
        const category = encodeURIComponent(CATEGORIES[i % CATEGORIES.length]!);
        return `/api/v1/blog/posts?category=${category}&limit=${1 + (round % 100)}&page=${1 + Math.floor(round / 100)}`;
      }),
    ),
    await measure("search, warm", await warm("/api/v1/blog/posts?search=retrieval%20latency")),
    // The same searches as "/blog?search=…, cold, known site", which asks them on a site of its own.
    await measure(
      "search, cold",
      uniquePaths((i) => `/api/v1/blog/posts?search=${distinctSearchWords(start + i)}`),
    ),
    await measure(
      "post JSON, cold",
      uniquePaths((i) => `/api/v1/blog/posts/${publishedSlug(start + i, count)}`),
    ),
  ];
}

/** Two domain words, URL-encoded, different for neighbouring i. */
export function searchWords(i: number) {
  return `${WORDS[i % WORDS.length]}%20${WORDS[(i * 7 + 3) % WORDS.length]}`;
}

/**
 * Two different domain words and a third left out ("retrieval latency -drift"), URL-encoded: no
 * two i below 52 × 51 × 50 ask the same (the pairs of `searchWords` repeat every 52), for rows
 * whose requests share one site's caches.
 */
export function distinctSearchWords(i: number) {
  const pairs = WORDS.length * (WORDS.length - 1);
  const first = WORDS[i % WORDS.length]!;
  const second =
    WORDS[(i + 1 + (Math.floor(i / WORDS.length) % (WORDS.length - 1))) % WORDS.length]!;
  const others = WORDS.filter((word) => word !== first && word !== second);
  const without = others[Math.floor(i / pairs) % others.length]!;
  return encodeURIComponent(`${first} ${second} -${without}`);
}

/**
 * The published posts and list pages of a blog `fillBlog` filled with `count` posts: every tenth
 * post is a draft, and the categories take turns.
 */
export function blogPages(count: number) {
  const published = Math.ceil((count * 9) / 10);
  return {
    published,
    /** The pages of the whole list. */
    list: Math.ceil(published / BLOG_PAGE_SIZE),
    /** Each category's full pages: it holds about a twelfth of the posts, its last page fewer. */
    perCategory: Math.max(1, Math.floor(published / CATEGORIES.length / BLOG_PAGE_SIZE)),
    /** The deep page the rows ask for: the 400th, or the last full one of a smaller blog. */
    deep: Math.max(1, Math.min(400, Math.floor(published / BLOG_PAGE_SIZE))),
  };
}

/** How many different list pages `listPageQuery` asks before it asks the first again. */
export function listPageCount(count: number) {
  const { list, perCategory } = blogPages(count);
  return list + CATEGORIES.length * perCategory;
}

/** A list page's query for any i: every page of the whole list, then of each category, again. */
export function listPageQuery(i: number, count: number) {
  const { list, perCategory } = blogPages(count);
  const at = i % listPageCount(count);
  if (at < list) return `page=${at + 1}`;
  const category = encodeURIComponent(CATEGORIES[Math.floor((at - list) / perCategory)]!);
  return `category=${category}&page=${((at - list) % perCategory) + 1}`;
}

/** A published post's slug for any n: it ends in 1–9, never a draft (every tenth post is one). */
export function publishedSlug(n: number, count: number) {
  return `scale-post-${((n * 10) % count) + 1 + (n % 9)}`;
}

/**
 * The public HTML pages at this size. Cold rows ask each request under a new site origin
 * (`newSiteEachRequest`), so neither the page nor the data it reads is cached; the post page also
 * sends a cookie the site never reads, so it is rendered for that request alone and not stored.
 */
async function pageRows(deepPage: number, count: number, start: number) {
  const newSite = { nextHeaders: newSiteEachRequest() };
  const ownRender = { cookie: `bench=${start}` };
  // The pages' own site (the JSON rows use the server's address): its layout's data and cache
  // generation are cached after its first request, but not the data the JSON rows read.
  const knownSite = { host: "known-site.localhost" };
  return [
    await measure("/, warm", await warm("/")),
    await measure("/, cold", () => "/", {}, newSite),
    await measure("/team, warm", await warm("/team")),
    await measure("/team, cold", () => "/team", {}, newSite),
    await measure("/blog, warm", await warm("/blog")),
    await measure("/blog, cold", () => "/blog", {}, newSite),
    await measure(`/blog?page=${deepPage}, warm`, await warm(`/blog?page=${deepPage}`)),
    await measure(`/blog?page=${deepPage}, cold`, () => `/blog?page=${deepPage}`, {}, newSite),
    await measure(
      "/blog?search=…, cold",
      uniquePaths((i) => `/blog?search=${searchWords(start + i)}`),
      {},
      newSite,
    ),
    await measure(
      "/blog?search=…, cold, known site",
      uniquePaths((i) => `/blog?search=${distinctSearchWords(start + i)}`),
      knownSite,
    ),
    // After the search above, which made the site known.
    await deepPagesOnKnownSite(count, knownSite),
    await measure("post page, warm", await warm("/blog/scale-post-1")),
    await measure(
      "post page, cold (own render)",
      uniquePaths((i) => `/blog/${publishedSlug(start + 500_000 + i, count)}`),
      ownRender,
      newSite,
    ),
    await measure(
      "post page, cold, known site",
      uniquePaths((i) => `/blog/${publishedSlug(start + i, count)}`),
      knownSite,
    ),
  ];
}

/**
 * The deep list pages on a known site, each asked once, as "page N ± 100, cold" asks the JSON's:
 * the same reads, on a site whose layout data is cached. The page always shows BLOG_PAGE_SIZE
 * posts and ignores `limit`, so there are only so many deep pages to ask cold; the row asks
 * each of them once (from 100 before the deep page to the last one) rather than for the row's
 * seconds.
 */
function deepPagesOnKnownSite(count: number, knownSite: Record<string, string>) {
  const { deep, list: lastPage } = blogPages(count);
  const first = Math.max(1, deep - 100);
  const pages = lastPage - first + 1;
  return measure(
    `/blog?page=${first}…${lastPage}, cold, known site`,
    uniquePaths((i) => `/blog?page=${first + (i % pages)}`),
    knownSite,
    { amount: pages },
  );
}

interface DocumentSize {
  name: string;
  path: string;
  bytes: number;
  /** URLs (sitemaps), items (RSS) or post links (llms.txt). */
  entries: number;
  /** The most entries the document may hold, when it has a limit. */
  limit?: number;
}

const ENTRY_PATTERNS = { loc: /<loc>/g, item: /<item>/g, link: /^- \[/gm };

/** One fetch of a document (which also warms its cache): its size and how many entries. */
async function documentSize(
  name: string,
  path: string,
  entry: keyof typeof ENTRY_PATTERNS,
  limit?: number,
): Promise<DocumentSize & { text: string }> {
  const response = await fetch(serverUrl() + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const text = await response.text();
  const bytes = Buffer.byteLength(text);
  return {
    name,
    path,
    bytes,
    entries: text.match(ENTRY_PATTERNS[entry])?.length ?? 0,
    limit,
    text,
  };
}

/**
 * Crawlers fetch these one at a time; 20 at once of a 50,000-URL sitemap, each rendered for a
 * new site, only measure a queue (and at 100,000 posts run the database out of time).
 */
const DOCUMENT_CONNECTIONS = 4;

/**
 * The documents that list posts: /sitemap.xml (past 50,000 URLs an index of /sitemaps/{n}.xml,
 * then its first part too), /blog/rss.xml and /llms.txt, their sizes, and each warm and cold.
 * These are cached under fixed paths, so a cold request needs a new site origin.
 */
async function documentRows() {
  const sitemap = await documentSize("/sitemap.xml", "/sitemap.xml", "loc", SITEMAP_MAX_URLS);
  const isIndex = sitemap.text.includes("<sitemapindex");
  const firstPart = isIndex
    ? new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap.text)![1]!).pathname
    : null;
  const sizes: DocumentSize[] = [
    { ...sitemap, name: isIndex ? "/sitemap.xml (index)" : "/sitemap.xml (one sitemap)" },
    ...(firstPart ? [await documentSize(firstPart, firstPart, "loc", SITEMAP_MAX_URLS)] : []),
    await documentSize("/blog/rss.xml", "/blog/rss.xml", "item"),
    await documentSize("/llms.txt", "/llms.txt", "link"),
  ];
  const rows: Row[] = [];
  const options = { connections: DOCUMENT_CONNECTIONS };
  const cold = () => ({ ...options, nextHeaders: newSiteEachRequest() });
  const connections = `${DOCUMENT_CONNECTIONS} connections`;
  for (const { name, path } of sizes) {
    rows.push(await measure(`${name}, warm, ${connections}`, () => path, {}, options));
    rows.push(await measure(`${name}, cold, ${connections}`, () => path, {}, cold()));
  }
  return { rows, sizes };
}

function printSizes(sizes: DocumentSize[]) {
  console.log("\n| document | bytes | entries | within limit |");
  console.log("| --- | ---: | ---: | :---: |");
  for (const { name, bytes, entries, limit } of sizes) {
    const within = limit === undefined ? "n/a" : entries <= limit ? "yes" : `no (> ${limit})`;
    console.log(`| ${name} | ${bytes} | ${entries} | ${within} |`);
  }
}

/** The admin API's posts table, which is never cached. */
async function adminRows(token: string) {
  const bearer = { authorization: `Bearer ${token}` };
  return [
    await measure(
      "admin posts table (never cached)",
      uniquePaths((i) => `/api/v1/admin/blog/posts?page=${1 + (i % 50)}`),
      bearer,
    ),
    await measure(
      "admin posts table, search",
      uniquePaths((i) => `/api/v1/admin/blog/posts?search=${WORDS[i % WORDS.length]}`),
      bearer,
    ),
  ];
}

/** The requests whose round trips to the database the latency rows count. */
function latencyKinds(count: number, start: number, token: string): LatencyKind[] {
  const newSite = newSiteEachRequest();
  return [
    {
      name: "post page, cold (own render)",
      request: (i) => ({
        path: `/blog/${publishedSlug(start + 900_000 + i, count)}`,
        headers: { ...newSite(), cookie: `bench=${start}` },
      }),
    },
    {
      name: "/blog?search=…, cold",
      request: (i) => ({ path: `/blog?search=${searchWords(start + i)}`, headers: newSite() }),
    },
    {
      name: "admin posts table",
      request: (i) => ({
        path: `/api/v1/admin/blog/posts?page=${1 + (i % 50)}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    },
  ];
}

export async function benchAtScale(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--posts takes a positive number");
  const database = await createScratchDatabase();
  let server: BenchServer | undefined;
  try {
    const filling = Date.now();
    await fillBlog(database.url, database.wsProxy, count);
    console.log(`${count} posts written in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    // The server gets the database URL itself and runs its own proxy in front of it.
    const admin = benchAdmin();
    // Between the Worker and the database, a proxy the latency rows give a delay (none before).
    const latencyControlPort = await freePort();
    server = await startServer(database.url, admin, {
      DATABASE_LATENCY_MS: "0",
      DATABASE_LATENCY_CONTROL_PORT: String(latencyControlPort),
    });
    setServerUrl(server.url);

    const { published, deep: deepPage } = blogPages(count);
    const token = await adminAccessToken(admin.email, admin.password);
    const start = 1000 + Math.floor(Math.random() * 1_000_000);

    const rows: Row[] = [await measure("static file", () => STATIC_FILE)];
    rows.push(...(await apiRows(deepPage, count, start)));
    rows.push(...(await pageRows(deepPage, count, start)));
    const documents = await documentRows();
    rows.push(...documents.rows);
    rows.push(...(await adminRows(token!)));
    const tail = await measureTail(["/", "/blog", "/blog/scale-post-1"]);
    const latency = await measureLatency(
      `http://127.0.0.1:${latencyControlPort}`,
      latencyKinds(count, start, token!),
    );

    console.log(`\n${count} posts (${published} published)`);
    printTable(rows);
    printSizes(documents.sizes);
    printTailTable(tail);
    printLatencyTable(latency);
  } finally {
    server?.stop();
    await database.dispose();
  }
}

/** `npm run bench -- --latency N`: only the round-trip rows, on a blog of N posts. */
export async function benchLatency(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--latency takes a positive number");
  const database = await createScratchDatabase();
  let server: BenchServer | undefined;
  try {
    await fillBlog(database.url, database.wsProxy, count);
    const admin = benchAdmin();
    const latencyControlPort = await freePort();
    server = await startServer(database.url, admin, {
      DATABASE_LATENCY_MS: "0",
      DATABASE_LATENCY_CONTROL_PORT: String(latencyControlPort),
    });
    setServerUrl(server.url);
    const token = await adminAccessToken(admin.email, admin.password);
    const start = 1000 + Math.floor(Math.random() * 1_000_000);
    const kinds = latencyKinds(count, start, token!);
    // A first request of each kind, so that the rows measure no compilation or first connection.
    for (const kind of kinds) await fetch(serverUrl() + kind.request(-1).path, kind.request(-1));
    printLatencyTable(await measureLatency(`http://127.0.0.1:${latencyControlPort}`, kinds));
  } finally {
    server?.stop();
    await database.dispose();
  }
}
