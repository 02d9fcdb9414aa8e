/**
 * `npm run bench -- --enquiries 100000`: the enquiries CSV export at a size. Makes a database of
 * its own (next to TEST_DATABASE_URL's when set, else an embedded PGlite), fills it with that
 * many enquiries (every field of the form, pipeline states, reCAPTCHA scores, attribution on
 * most; messages of a few hundred characters with commas, quotes and line breaks, as people
 * write them), starts `npm start` on it, signs in through the sign-in form and downloads
 * /admin/submissions.csv (the inbox's export, unfiltered) with that session's cookie.
 *
 * Printed: time to the response's headers and to its first body bytes, total time, bytes, the
 * CSV's rows (records, not lines: a message may hold line breaks), and memory before the download,
 * at its peak (sampled every 50 ms while it runs) and after, two ways: the V8 heap the Worker's
 * isolate uses (read over its inspector: what a Worker's 128 MB limit counts), and the resident
 * memory (VmRSS) of the server's workerd processes, found by its process group. The export should
 * stream in flat memory, and start within a second. Everything is removed afterwards.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { projectTypes } from "~/content/contact";
import type { LeadAttribution } from "~db/lead-attribution";
import { contactSubmissions, leadStatuses } from "~db/schema";
import { benchAdmin, startServer, type BenchServer } from "./bench-scale";
import { connect, migrateDatabase } from "./lib/database";
import { freePort } from "./lib/free-port";
import { createScratchDatabase } from "./lib/scratch-database";
import { openWorkerInspector, type WorkerInspector } from "./lib/worker-inspector";
import { residentMb, workerdProcesses } from "./lib/workerd-usage";

const FIRST_NAMES = "Anna Ben Chloé Dmitri Eva Farid Greta Hiro Ines Jonas Karin Luca".split(" ");
const LAST_NAMES = "Andersson Bauer Costa Dubois Eriksen Fischer García Horvat Ivanova".split(" ");
const COMPANIES = ["Nordlicht GmbH", "Acme, Inc.", "Blue Fjord AS", 'Café "Central" Ltd', null];
// The form's project types, and none (the field is optional).
const PROJECT_TYPES = [...projectTypes.map((type) => type.value), null];
const SOURCES = [
  { source: "google", medium: "organic", referrer: "https://www.google.com/" },
  { source: "linkedin", medium: "social", referrer: "https://www.linkedin.com/" },
  { source: "newsletter", medium: "email", referrer: null },
  { source: "(direct)", medium: "(none)", referrer: null },
];
const SENTENCES = [
  "We run a support desk of 40 people and want answers drafted from our knowledge base.",
  'Our current "chatbot" is rule-based, and customers give up on it, so we need something better.',
  "Budget is approved for Q3; timeline, ideally, a pilot within eight weeks.",
  "Data stays in the EU: our DPO has to sign off on any model provider.",
  "Could you also look at our forecasting pipeline? It takes 6 hours a night.",
  "We have about 2 TB of scanned invoices, in German, French and Italian.",
];
const FILL_BATCH = 1_000;
const DAY_MS = 86_400_000;

/** A message of two to six sentences, with a line break between some. */
function message(n: number) {
  const parts = Array.from(
    { length: 2 + (n % 5) },
    (_, i) => SENTENCES[(n + i * 5) % SENTENCES.length]!,
  );
  return parts.join(n % 3 === 0 ? "\n\n" : " ");
}

function attribution(n: number, createdAt: Date): LeadAttribution | null {
  if (n % 4 === 3) return null; // no analytics consent
  const first = SOURCES[n % SOURCES.length]!;
  const touch = (at: Date, from: typeof first, campaign: string | null) => ({
    ...from,
    campaign,
    term: campaign ? "ai consulting" : null,
    content: campaign ? `ad-${n % 7}` : null,
    landingPage: campaign ? `/services?utm_campaign=${campaign}` : "/blog",
    at: at.toISOString(),
  });
  const firstTouch = touch(new Date(createdAt.getTime() - 9 * DAY_MS), first, null);
  const lastTouch =
    n % 2 ? touch(new Date(createdAt.getTime() - DAY_MS), SOURCES[1]!, `spring-${n % 12}`) : null;
  return { firstTouch, lastTouch, pageViews: 1 + (n % 23) };
}

function enquiry(n: number, start: number) {
  const createdAt = new Date(start + n * 60_000);
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length]!;
  const verified = n % 5 !== 0;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${n}@example.com`,
    company: COMPANIES[n % COMPANIES.length]!,
    projectType: PROJECT_TYPES[n % PROJECT_TYPES.length]!,
    message: message(n),
    createdAt,
    verificationStatus: verified ? ("verified" as const) : ("unverified" as const),
    recaptchaScore: verified ? 0.5 + (n % 5) / 10 : null,
    ipHash: `bench-ip-${n % 997}`,
    status: leadStatuses[n % leadStatuses.length]!,
    intakeKey: `bench-${n}`,
    consentId: randomUUID(),
    attribution: attribution(n, createdAt),
  };
}

export async function fillEnquiries(url: string, wsProxy: string, count: number) {
  const { db, close } = connect(url, wsProxy);
  try {
    await migrateDatabase(db);
    const start = Date.now() - count * 60_000;
    for (let first = 0; first < count; first += FILL_BATCH) {
      const rows = Array.from({ length: Math.min(FILL_BATCH, count - first) }, (_, offset) =>
        enquiry(first + offset, start),
      );
      await db.insert(contactSubmissions).values(rows);
    }
    // A table in its steady state, as autovacuum keeps it: statistics, the visibility map (for
    // index-only counts) and the GIN indexes' pending entries folded in. Otherwise autovacuum
    // starts on the new rows in the middle of the measurements.
    await db.execute(sql`vacuum analyze ${contactSubmissions}`);
  } finally {
    await close();
  }
}

/** Samples a reading every 50 ms until stopped; the highest sample. */
function samplePeak(read: () => number | Promise<number>) {
  let peak = 0;
  const sample = async () => {
    peak = Math.max(peak, await read());
  };
  const timer = setInterval(() => void sample(), 50);
  return async () => {
    clearInterval(timer);
    await sample();
    return peak;
  };
}

/** Counts CSV records (line breaks outside quoted cells) in a stream of chunks. */
function csvRecordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    add(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === 0x22) inQuotes = !inQuotes;
        else if (byte === 0x0a && !inQuotes) records++;
      }
    },
    records: () => records,
  };
}

/** Signs in through the sign-in form, as a browser does; returns the session cookie. */
async function signIn(url: string, admin: { email: string; password: string }) {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("admin_session="));
  await response.body?.cancel();
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

async function download(
  server: BenchServer,
  inspector: WorkerInspector,
  cookie: string,
  expectedBytes: number,
) {
  const pids = workerdProcesses(server.processGroup);
  if (pids.length === 0) throw new Error("found no workerd process in the server's group");
  const before = residentMb(pids);
  const heapBefore = await inspector.heapUsedMb();
  const stopSampling = samplePeak(() => residentMb(pids));
  const stopHeapSampling = samplePeak(() => inspector.heapUsedMb());
  const started = performance.now();
  const response = await fetch(`${server.url}/admin/submissions.csv`, { headers: { cookie } });
  const headersAt = performance.now() - started;
  if (!response.ok) throw new Error(`the export answered ${response.status}`);
  const counter = csvRecordCounter();
  let bytes = 0;
  let firstByteAt: number | undefined;
  let heapHeldMidway: number | undefined;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    firstByteAt ??= performance.now() - started;
    bytes += read.value.byteLength;
    counter.add(read.value);
    // Halfway through a large export (its size is known from the first run, ~500 bytes a row).
    if (heapHeldMidway === undefined && bytes > expectedBytes / 2)
      heapHeldMidway = await inspector.heapHeldMb();
  }
  const totalMs = performance.now() - started;
  const peak = await stopSampling();
  const heapPeak = await stopHeapSampling();
  return {
    pids,
    headersAt,
    firstByteAt: firstByteAt ?? totalMs,
    totalMs,
    bytes,
    // The first record is the header.
    rows: counter.records() - 1,
    before,
    peak,
    after: residentMb(pids),
    heapBefore,
    heapPeak,
    heapAfter: await inspector.heapUsedMb(),
    heapHeldMidway,
    heapHeldAfter: await inspector.heapHeldMb(),
  };
}

function printDownload(count: number, result: Awaited<ReturnType<typeof download>>) {
  const mb = (value: number) => value.toFixed(1);
  console.log(`\n/admin/submissions.csv with ${count} enquiries (workerd pids ${result.pids})\n`);
  console.log("| what | value |");
  console.log("| --- | ---: |");
  console.log(`| headers after | ${result.headersAt.toFixed(0)} ms |`);
  console.log(`| first body bytes after | ${result.firstByteAt.toFixed(0)} ms |`);
  console.log(`| whole download | ${result.totalMs.toFixed(0)} ms |`);
  console.log(`| bytes | ${result.bytes} (${mb(result.bytes / 1024 / 1024)} MB) |`);
  console.log(`| CSV rows (without the header) | ${result.rows} |`);
  console.log(`| Worker heap before | ${mb(result.heapBefore)} MB |`);
  console.log(`| Worker heap peak during | ${mb(result.heapPeak)} MB |`);
  console.log(`| Worker heap after | ${mb(result.heapAfter)} MB |`);
  if (result.heapHeldMidway !== undefined)
    console.log(
      `| Worker heap held halfway through, after a full collection | ${mb(result.heapHeldMidway)} MB |`,
    );
  console.log(
    `| Worker heap held after, after a full collection | ${mb(result.heapHeldAfter)} MB |`,
  );
  console.log(`| workerd RSS before | ${mb(result.before)} MB |`);
  console.log(`| workerd RSS peak during | ${mb(result.peak)} MB |`);
  console.log(`| peak − before | ${mb(result.peak - result.before)} MB |`);
  console.log(`| workerd RSS after | ${mb(result.after)} MB |`);
}

export async function benchEnquiries(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--enquiries takes a positive number");
  const database = await createScratchDatabase();
  let server: BenchServer | undefined;
  let inspector: WorkerInspector | undefined;
  try {
    const filling = Date.now();
    await fillEnquiries(database.url, database.wsProxy, count);
    console.log(`${count} enquiries written in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    const admin = benchAdmin();
    const inspectorPort = await freePort();
    server = await startServer(database.url, admin, {
      WORKER_INSPECTOR_PORT: String(inspectorPort),
    });
    inspector = await openWorkerInspector(inspectorPort);
    const cookie = await signIn(server.url, admin);
    printDownload(count, await download(server, inspector, cookie, count * 500));
  } finally {
    inspector?.close();
    server?.stop();
    await database.dispose();
  }
}
