/**
 * `npm run bench -- --outage`: enquiries across a database outage. Makes a database of its own
 * (next to TEST_DATABASE_URL's when set, else an embedded PGlite), puts a fault proxy
 * (scripts/lib/fault-proxy.ts) between it and `npm start`, cuts it for 30 s (Postgres stopped,
 * as far as the Worker can tell) and sends enquiries to POST /api/v1/contact all along, each
 * from its own address; every fifth is sent twice with the same Idempotency-Key, as a client
 * retrying after a lost answer would. Then the database comes back, and the script waits until
 * the intake queue has stored them. It prints how many were sent, how many rows there are, how
 * many duplicates, the longest request and how long storing took after the outage.
 * Everything is removed afterwards.
 */
import { randomBytes } from "node:crypto";
import { count, countDistinct, like } from "drizzle-orm";
import { contactSubmissions } from "~db/schema";
import { startServer } from "./bench-scale";
import { connect } from "./lib/database";
import { startFaultProxy } from "./lib/fault-proxy";
import { createScratchDatabase } from "./lib/scratch-database";

const OUTAGE_MS = 30_000;
const SEND_EVERY_MS = 100;
/** Queued messages are retried with a growing delay (5 s, 10 s, 20 s...): allow a few rounds. */
const STORE_WITHIN_MS = 5 * 60_000;

interface Sent {
  status: number;
  ms: number;
}

async function sendEnquiry(url: string, n: number, runId: string, key: string): Promise<Sent> {
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/v1/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": key,
      "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      firstName: "Outage",
      lastName: `Lead ${n}`,
      email: `outage-${runId}-${n}@example.com`,
      projectType: "llm-integration",
      message: `Enquiry ${n}, sent while the database was away. We need a support assistant.`,
    }),
  });
  await response.body?.cancel();
  return { status: response.status, ms: performance.now() - startedAt };
}

export async function benchOutage() {
  const database = await createScratchDatabase();
  const faultProxy = await startFaultProxy({ target: new URL(database.url).host });
  const faultyUrl = new URL(database.url);
  faultyUrl.host = faultProxy.address;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const { db, close } = connect(database.url, database.wsProxy);
  try {
    server = await startServer(faultyUrl.toString(), {
      email: "bench@example.com",
      password: `${randomBytes(18).toString("base64url")}Aa7#`,
    });
    const runId = randomBytes(4).toString("hex");
    const answers: Promise<Sent>[] = [];
    let sent = 0;

    faultProxy.setMode("cut");
    const outageStarted = performance.now();
    while (performance.now() - outageStarted < OUTAGE_MS) {
      const n = ++sent;
      const key = `${runId}-${n}`;
      const first = sendEnquiry(server.url, n, runId, key);
      answers.push(first);
      // A client that retries after its answer: the same key must not make a second row.
      if (n % 5 === 0) answers.push(first.then(() => sendEnquiry(server!.url, n, runId, key)));
      await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
    }
    const results = await Promise.all(answers);
    faultProxy.setMode("up");
    const back = performance.now();

    const ours = like(contactSubmissions.email, `outage-${runId}-%`);
    const stored = async () =>
      (
        await db
          .select({ rows: count(), enquiries: countDistinct(contactSubmissions.email) })
          .from(contactSubmissions)
          .where(ours)
      )[0]!;
    let counts = await stored();
    while (counts.enquiries < sent && performance.now() - back < STORE_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      counts = await stored();
    }
    const storedAfterS = (performance.now() - back) / 1000;
    const statuses = new Map<number, number>();
    for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);

    console.log(`\nEnquiries across a ${OUTAGE_MS / 1000} s outage (database cut)`);
    console.log(`  sent (N):            ${sent} (+${results.length - sent} retries, same key)`);
    console.log(
      `  answers:             ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}`,
    );
    console.log(`  rows:                ${counts.rows}`);
    console.log(`  duplicates:          ${counts.rows - counts.enquiries}`);
    console.log(
      `  longest request:     ${Math.round(Math.max(...results.map((result) => result.ms)))} ms`,
    );
    console.log(`  all stored after:    ${storedAfterS.toFixed(1)} s with the database back`);
    if (counts.rows !== sent || counts.enquiries !== sent) process.exitCode = 1;
  } finally {
    server?.stop();
    await close();
    await faultProxy.close();
    await database.dispose();
  }
}
