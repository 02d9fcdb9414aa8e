/**
 * Durable intake: while Postgres is stopped or frozen, enquiries (API and form) and newsletter
 * sign-ups are answered as usual and queued; the intake consumer stores each exactly once when
 * Postgres is back and tells the team; what never can be stored is kept as a dead letter, which
 * the health check counts. Runs against Miniflare's own queue and R2.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { contactMessages } from "~/content/contact";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { contactSubmissions, newsletterSubscribers } from "~db/schema";
import worker from "../../build/index.js";
import type { StandinRequest } from "../support/contact-standins";
import { FAULTY_DATABASE, setDatabaseFault } from "../support/faults";
import { queuedRows } from "../support/queued-intake";
import { requestWithEnv, withDb } from "../support/worker";

const bindings = env as unknown as Record<string, string> & { DEAD_LETTERS: R2Bucket };
const standin = bindings.CONTACT_STANDIN_URL!;
const notifyUrl = `${standin}/notify`;
const runId = crypto.randomUUID().slice(0, 8);
let counter = 0;
const next = () => ++counter;
const uniqueEmail = () => `queued-${runId}-${next()}@example.com`;
const nextIp = () => `203.0.113.${(next() % 250) + 1}`;
const SUCCESS = contactMessages.successDefault;

afterEach(() => setDatabaseFault("up"));
// Every connection through the proxy is closed at the end, so none outlives the test run.
afterAll(async () => {
  await setDatabaseFault("cut");
  await setDatabaseFault("up");
});

function enquiry(email = uniqueEmail()) {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email,
    company: "Compilers Inc",
    projectType: "llm-integration",
    message: "We would like an assistant for our support inbox, please.",
  };
}

function postApi(body: unknown, { ip = nextIp(), headers = {} as Record<string, string> } = {}) {
  return requestWithEnv(FAULTY_DATABASE, "/api/v1/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: JSON.stringify(body),
  });
}

const rowsFor = (email: string) =>
  withDb((db) => db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)));

const storedRows = (email: string) => queuedRows(() => rowsFor(email));

async function notificationsFor(email: string) {
  const log = (await (await fetch(`${standin}/log`)).json()) as StandinRequest[];
  return log.filter((entry) => entry.path === "/notify" && entry.body.includes(email));
}

/** An enquiry as the intake queue carries it, with a key of its own. */
function queuedEnquiry(input: ReturnType<typeof enquiry>) {
  return {
    kind: "contact",
    enquiry: {
      input,
      verification: "unverified",
      recaptchaScore: null,
      ipHash: "hash",
      intakeKey: `queued-${runId}-${next()}`,
      receivedAt: new Date().toISOString(),
    },
  };
}

/** Runs the Worker's queue consumer on one batch, with `settings` in its environment. */
async function consume(queue: string, bodies: unknown[], settings: Record<string, string> = {}) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({
      id: `${runId}-${next()}-${index}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Record<string, unknown>>).queue!(
    batch,
    { ...bindings, ...settings },
    ctx,
  );
  return getQueueResult(batch, ctx);
}

describe("while Postgres is stopped", () => {
  it("accepts an API enquiry with 202 and stores it once Postgres is back", async () => {
    await setDatabaseFault("cut");
    const lead = enquiry();
    const response = await postApi(lead);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: SUCCESS });
    // The queue's consumer runs with the Worker's own (reachable) database.
    const rows = await storedRows(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: lead.message, status: "new" });
  });

  it("confirms a form enquiry sent without JavaScript, and stores it once", async () => {
    await setDatabaseFault("cut");
    const lead = enquiry();
    const response = await requestWithEnv(FAULTY_DATABASE, "/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": nextIp(),
      },
      body: new URLSearchParams({
        ...lead,
        redirectTo: "/#contact",
        formStamp: await issueFormStamp(bindings.SESSION_SECRET!, Date.now() - 10_000),
        website: "",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#contact");
    expect(response.headers.get("set-cookie")).toContain("en_toast=");
    expect(await storedRows(lead.email)).toHaveLength(1);
  });

  it("signs up for the newsletter, stored once Postgres is back", async () => {
    await setDatabaseFault("cut");
    const email = uniqueEmail();
    const response = await requestWithEnv(FAULTY_DATABASE, "/newsletter", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": nextIp(),
      },
      body: new URLSearchParams({ email }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    const rows = await queuedRows(() =>
      withDb((db) =>
        db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      ),
    );
    expect(rows).toHaveLength(1);
  });

  it("still limits one address to 5 enquiries in 10 minutes, counting at the edge", async () => {
    await setDatabaseFault("cut");
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postApi(enquiry(), { ip })).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});

describe("while Postgres is frozen", () => {
  it("accepts the enquiry within the deadline instead of hanging", async () => {
    await setDatabaseFault("freeze");
    const lead = enquiry();
    const startedAt = Date.now();
    const response = await postApi(lead);
    expect(response.status).toBe(202);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await setDatabaseFault("up");
    expect(await storedRows(lead.email)).toHaveLength(1);
  });
});

describe("exactly once", () => {
  it("answers a client's retry with the same Idempotency-Key with the first enquiry's id", async () => {
    const lead = enquiry();
    const headers = { "Idempotency-Key": `retry-${runId}-${next()}` };
    const ip = nextIp();
    const first = await postApi(lead, { ip, headers });
    const again = await postApi(lead, { ip, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await first.json()) as { id: number }).id,
    );
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });

  it("refuses an Idempotency-Key that is not 1 to 255 visible characters", async () => {
    for (const key of ["", "x".repeat(256), "with space"]) {
      const response = await postApi(enquiry(), { headers: { "Idempotency-Key": key } });
      expect(response.status, JSON.stringify(key)).toBe(400);
    }
  });

  it("stores a redelivered message once and tells the team once", async () => {
    const lead = enquiry();
    const message = queuedEnquiry(lead);
    const settings = { CONTACT_NOTIFY_WEBHOOK_URL: notifyUrl };
    for (let delivery = 0; delivery < 3; delivery++) {
      const result = await consume("aidev-site-intake-dev", [message], settings);
      expect(result.explicitAcks).toHaveLength(1);
    }
    expect(await rowsFor(lead.email)).toHaveLength(1);
    expect(await notificationsFor(lead.email)).toHaveLength(1);
  });

  it("retries while Postgres is away, then stores", async () => {
    const lead = enquiry();
    const message = queuedEnquiry(lead);
    await setDatabaseFault("cut");
    const down = await consume("aidev-site-intake-dev", [message], FAULTY_DATABASE);
    expect(down.explicitAcks).toHaveLength(0);
    expect(down.retryMessages).toHaveLength(1);
    expect(await rowsFor(lead.email)).toHaveLength(0);
    await setDatabaseFault("up");
    const back = await consume("aidev-site-intake-dev", [message], FAULTY_DATABASE);
    expect(back.explicitAcks).toHaveLength(1);
    expect(await rowsFor(lead.email)).toHaveLength(1);
  });
});

describe("dead letters", () => {
  it("keeps what cannot be stored in R2, and the health check counts it", async () => {
    const before = (await (await requestWithEnv({}, "/api/v1/health")).json()) as {
      deadLetters: number;
    };
    const malformed = { kind: "contact", enquiry: { input: { email: "not an enquiry" } } };
    const result = await consume("aidev-site-intake-dev", [malformed]);
    expect(result.explicitAcks).toHaveLength(1);
    const dead = await consume("aidev-site-intake-dead-dev", [{ kind: "newsletter", email: 1 }]);
    expect(dead.explicitAcks).toHaveLength(1);

    const after = (await (await requestWithEnv({}, "/api/v1/health")).json()) as {
      deadLetters: number;
    };
    expect(after.deadLetters).toBe(before.deadLetters + 2);
    const kept = await bindings.DEAD_LETTERS.list({ prefix: "intake/" });
    const bodies = await Promise.all(
      kept.objects.map(async (object) => (await bindings.DEAD_LETTERS.get(object.key))!.text()),
    );
    expect(bodies.some((body) => body.includes("not an enquiry"))).toBe(true);
  });
});
