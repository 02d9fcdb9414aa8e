/**
 * `npm run bench -- --profile 10000`: where the Worker's CPU goes for a cold page and for its
 * JSON. Makes a database of its own with that many posts (as `--posts`), starts `npm start` on
 * it with the Worker's V8 inspector open, and for each kind of request sends `PROFILE_REQUESTS`
 * (default 200) cold ones, 4 at a time, twice:
 * - with no inspector attached, reading the CPU time workerd's threads used (/proc, Linux):
 *   per request, the whole runtime (Miniflare's own workers for the cache, KV and assets
 *   included), an upper bound of what the Worker is billed and limited by, and true CPU time
 *   however busy the machine is;
 * - under a CPU profile of the Worker's isolate (the inspector slows `console.log`, so the
 *   request log line looks dearer there than it is): its busy time per request and the
 *   functions with the most self time.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  benchAdmin,
  blogPages,
  distinctSearchWords,
  fillBlog,
  listPageCount,
  listPageQuery,
  publishedSlug,
  searchWords,
  startServer,
  type BenchServer,
} from "./bench-scale";
import { printInclusive, printProfile, summariseProfile } from "./lib/cpu-profile-summary";
import { freePort } from "./lib/free-port";
import { httpGet } from "./lib/http-get";
import { createScratchDatabase } from "./lib/scratch-database";
import { openWorkerInspector } from "./lib/worker-inspector";
import { cpuMs, workerdProcesses } from "./lib/workerd-usage";

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200);
/** Microseconds between samples: finer samples cost the profiled requests more CPU. */
const SAMPLING_INTERVAL_US = Number(process.env.PROFILE_INTERVAL_US ?? 100);
const CONCURRENCY = 4;

/** Functions whose total time tells the steps of a render apart. */
const STEPS = [
  "handleDocumentRequest",
  "handleDataRequest",
  "handleResourceRequest",
  "renderDocument",
  "renderToString",
  "renderToReadableStream",
  "renderMarkdown",
  "sanitizeHtml",
  "serializeErrors",
  "JSON.stringify",
  "stringify",
  "serveSharedPage",
  "cachedJson",
  "createPool",
  "query",
];

export interface Kind {
  name: string;
  request: (i: number) => { path: string; headers?: Record<string, string> };
}

/**
 * Cold requests of each kind, a page beside its JSON:
 * - "cold": each under a host no earlier request used (a new site, so nothing of it is
 *   cached, not even what every page of the site reads), the post page also with a cookie the
 *   site does not know (a render of its own);
 * - "cold, known site": a query no earlier request asked, on one site of this run, so what
 *   every page reads (the layout's data, the site's cache generation) is cached, as it is for
 *   a visitor's new search or a post not yet read in that place; the post page is shared and
 *   kept, as a visitor's is.
 * `only`: keep the kinds whose name holds it. `requests`: how many requests of each kind the
 * run sends; the list pages are left out when the blog has fewer (they would be asked again).
 */
export function coldKinds(count: number, only: string | undefined, requests: number): Kind[] {
  const start = 1000 + Math.floor(Math.random() * 1_000_000);
  const run = Math.floor(Math.random() * 1_000_000);
  const newSite = (i: number) => ({ host: `cold-${run}-${i}.localhost` });
  // Pages and JSON on sites of their own, so that neither finds the other's data entries.
  const knownSite = (kind: "json" | "pages") => ({ host: `known-${kind}-${run}.localhost` });
  const deepPage = blogPages(count).deep;
  const kinds: Kind[] = [
    {
      name: "search JSON, cold",
      request: (i) => ({
        path: `/api/v1/blog/posts?search=${searchWords(start + i)}`,
        headers: newSite(i),
      }),
    },
    {
      name: "/blog?search=…, cold",
      request: (i) => ({
        path: `/blog?search=${searchWords(start + i)}`,
        headers: newSite(i),
      }),
    },
    {
      name: `page ${deepPage} JSON, cold`,
      request: (i) => ({ path: `/api/v1/blog/posts?page=${deepPage}`, headers: newSite(i) }),
    },
    {
      name: `/blog?page=${deepPage}, cold`,
      request: (i) => ({ path: `/blog?page=${deepPage}`, headers: newSite(i) }),
    },
    {
      name: "post JSON, cold",
      request: (i) => ({
        path: `/api/v1/blog/posts/${publishedSlug(start + i, count)}`,
        headers: newSite(i),
      }),
    },
    {
      name: "post page, cold (own render)",
      request: (i) => ({
        path: `/blog/${publishedSlug(start + 500_000 + i, count)}`,
        headers: { ...newSite(i), cookie: `bench=${run}` },
      }),
    },
    {
      name: "search JSON, cold, known site",
      request: (i) => ({
        path: `/api/v1/blog/posts?search=${distinctSearchWords(start + i)}`,
        headers: knownSite("json"),
      }),
    },
    {
      name: "/blog?search=…, cold, known site",
      request: (i) => ({
        path: `/blog?search=${distinctSearchWords(start + i)}`,
        headers: knownSite("pages"),
      }),
    },
  ];
  // The list pages are asked in turn, whatever the request's number, so none is asked twice.
  let listJsonAsked = 0;
  let listPagesAsked = 0;
  const listKinds: Kind[] = [
    {
      name: "list JSON, cold, known site",
      request: () => ({
        path: `/api/v1/blog/posts?${listPageQuery(listJsonAsked++, count)}`,
        headers: knownSite("json"),
      }),
    },
    {
      name: "/blog?page=…, cold, known site",
      request: () => ({
        path: `/blog?${listPageQuery(listPagesAsked++, count)}`,
        headers: knownSite("pages"),
      }),
    },
  ];
  const postKinds: Kind[] = [
    {
      name: "post JSON, cold, known site",
      request: (i) => ({
        path: `/api/v1/blog/posts/${publishedSlug(start + i, count)}`,
        headers: knownSite("json"),
      }),
    },
    {
      name: "post page, cold, known site",
      request: (i) => ({
        path: `/blog/${publishedSlug(start + i, count)}`,
        headers: knownSite("pages"),
      }),
    },
  ];
  return [...kinds, ...(listPageCount(count) >= requests ? listKinds : []), ...postKinds].filter(
    (kind) => !only || kind.name.includes(only),
  );
}

/** Sends `requests` requests, `CONCURRENCY` at a time; their wall-clock p50 in ms. */
export async function send(url: string, kind: Kind, offset: number, requests = REQUESTS) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const { path, headers } = kind.request(offset + next++);
      const started = performance.now();
      const status = await httpGet(url + path, headers).catch((error: Error) => {
        throw new Error(`${url}${path} (Host ${headers?.host ?? "-"}): ${error.message}`);
      });
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchProfile(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--profile takes a positive number");
  const database = await createScratchDatabase();
  let server: BenchServer | undefined;
  const inspectorPort = await freePort();
  try {
    await fillBlog(database.url, database.wsProxy, count);
    server = await startServer(database.url, benchAdmin(), {
      WORKER_INSPECTOR_PORT: String(inspectorPort),
    });
    // PROFILE_ONLY=<part of a row's name> profiles only the rows that name it.
    // Each kind is sent three times: unprofiled first, then for its CPU time, then profiled.
    const kinds = coldKinds(count, process.env.PROFILE_ONLY, 3 * REQUESTS);
    // A first round, unprofiled, so that lazy compilation and first-time work are not counted.
    for (const kind of kinds) await send(server.url, kind, 10_000_000);
    const pids = workerdProcesses(server.processGroup);
    let offset = 0;
    console.log(
      `\nworkerd's CPU time per request, ${REQUESTS} requests, ${CONCURRENCY} at a time\n`,
    );
    console.log("| what | p50 ms | workerd CPU ms / request |");
    console.log("| --- | ---: | ---: |");
    for (const kind of kinds) {
      const before = cpuMs(pids);
      const p50 = await send(server.url, kind, (offset += REQUESTS));
      const perRequest = (cpuMs(pids) - before) / REQUESTS;
      console.log(`| ${kind.name} | ${p50.toFixed(1)} | ${perRequest.toFixed(1)} |`);
    }
    const inspector = await openWorkerInspector(inspectorPort);
    for (const kind of kinds) {
      await inspector.startCpuProfile(SAMPLING_INTERVAL_US);
      const p50 = await send(server.url, kind, (offset += REQUESTS));
      const profile = await inspector.stopCpuProfile();
      // PROFILE_SAVE=<directory> keeps each row's profile, to open in Chrome DevTools.
      if (process.env.PROFILE_SAVE)
        writeFileSync(
          path.join(process.env.PROFILE_SAVE, `${kinds.indexOf(kind)}.cpuprofile`),
          JSON.stringify(profile),
        );
      const summary = summariseProfile(profile);
      printProfile(
        `${kind.name} (p50 ${p50.toFixed(1)} ms, ${CONCURRENCY} at a time)`,
        summary,
        REQUESTS,
      );
      printInclusive(summary, REQUESTS, STEPS);
    }
    inspector.close();
  } finally {
    server?.stop();
    await database.dispose();
  }
}
