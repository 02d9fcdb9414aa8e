/**
 * The mail service: a message leaves through the mail queue and the EMAIL binding (here the
 * local outbox, which keeps .eml files), with its text and HTML parts and the site's From; an
 * event is never sent twice; a failing binding is retried with backoff, then dead-lettered and
 * counted; nothing a sender chooses reaches a header.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { parseEnv } from "~/platform/env.server";
import { queuedMail, sendMail, type OutgoingMail } from "~/services/mail/send.server";
import worker from "../../build/index.js";
import { createAdmin, signInWithForm } from "../support/admin";
import { FAULTY_DATABASE, setDatabaseFault } from "../support/faults";
import { mailSoFarTo, mailTo, outboxMail } from "../support/mail-outbox";
import { request, requestWithEnv } from "../support/worker";

const bindings = env as unknown as Record<string, unknown> & { DEAD_LETTERS: R2Bucket };
const appEnv = () => parseEnv(bindings);
const runId = crypto.randomUUID().slice(0, 8);
let counter = 0;
const next = () => ++counter;
const address = () => `mail-${runId}-${next()}@example.com`;
const ORIGIN = "http://localhost";

afterEach(() => setDatabaseFault("up"));

function notice(to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    key: `test:${runId}:${next()}`,
    kind: "test",
    to,
    content: {
      subject: "A test message",
      heading: "Hello",
      paragraphs: ["First paragraph.", "Second <b>paragraph</b> & more."],
      details: [{ label: "Company", value: "Compilers Inc" }],
      action: { label: "Open it", url: `${ORIGIN}/admin/leads/1` },
    },
    ...overrides,
  };
}

function bodyOf(mail: OutgoingMail) {
  const parsed = queuedMail(mail, ORIGIN);
  if (!parsed.success) throw new Error("test message does not parse");
  return parsed.data;
}

async function consume(
  queue: string,
  bodies: unknown[],
  overrides: Record<string, unknown> = {},
): Promise<{ explicitAcks: string[]; retryMessages: { msgId: string }[] }> {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({
      id: `${runId}-${next()}-${index}`,
      timestamp: new Date(),
      attempts: (overrides.attempts as number | undefined) ?? 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Record<string, unknown>>).queue!(
    batch,
    { ...bindings, ...overrides },
    ctx,
  );
  return getQueueResult(batch, ctx);
}

const failingBinding = {
  send: () => Promise.reject(new Error("Email Service: daily sending limit reached")),
};

async function health() {
  return (await (await request("/api/v1/health")).json()) as { unsentMail: number | null };
}

describe("sending", () => {
  it("sends through the queue and keeps an .eml with the text and HTML parts", async () => {
    const to = address();
    expect(await sendMail(appEnv(), notice(to), ORIGIN)).toBe(true);
    const [mail] = await mailTo(to);
    expect(mail).toBeDefined();
    expect(mail!.file).toMatch(/\.eml$/);
    expect(mail!.subject).toBe("A test message");
    expect(mail!.headers.from).toBe(`"${site.name}" <${appEnv().MAIL_FROM}>`);
    expect(mail!.headers["mime-version"]).toBe("1.0");
    expect(mail!.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail!.text).toContain("Second <b>paragraph</b> & more.");
    expect(mail!.text).toContain(`${ORIGIN}/admin/leads/1`);
    // The HTML shows the text as text, and loads nothing from elsewhere.
    expect(mail!.html).toContain("Second &lt;b&gt;paragraph&lt;/b&gt; &amp; more.");
    expect(mail!.html).toContain(site.name);
    expect(mail!.html).not.toMatch(/<img|<script|url\(/i);
  });

  it("keeps the messages in order, newest last", async () => {
    const to = address();
    for (const subject of ["First", "Second", "Third"])
      await sendMail(appEnv(), notice(to, { content: { ...notice(to).content, subject } }), ORIGIN);
    const mails = await mailTo(to, 3);
    expect(mails.map((mail) => mail.subject)).toEqual(["First", "Second", "Third"]);
    const files = (await outboxMail()).map((mail) => mail.file);
    expect(files).toEqual([...files].sort());
  });

  it("never sends one event twice, redelivered or delivered twice at once", async () => {
    const to = address();
    const body = bodyOf(notice(to));
    const first = await consume("aidev-site-mail-dev", [body]);
    expect(first.explicitAcks).toHaveLength(1);
    const again = await consume("aidev-site-mail-dev", [body, body]);
    expect(again.explicitAcks).toHaveLength(2);
    const parallel = bodyOf(notice(to));
    const results = await Promise.all([
      consume("aidev-site-mail-dev", [parallel]),
      consume("aidev-site-mail-dev", [parallel]),
      consume("aidev-site-mail-dev", [parallel]),
    ]);
    // One sends; one that finds the key claimed at that moment is retried later.
    expect(results.flatMap((result) => result.explicitAcks).length).toBeGreaterThanOrEqual(1);
    // A delivery that found the key claimed retries later; that retry finds it sent.
    const retried = await consume("aidev-site-mail-dev", [parallel], { attempts: 2 });
    expect(retried.explicitAcks).toHaveLength(1);
    expect(await mailSoFarTo(to)).toHaveLength(2);
  });
});

describe("when sending fails", () => {
  it("retries with backoff, then keeps the message as a dead letter and counts it", async () => {
    const to = address();
    const body = bodyOf(notice(to));
    const before = await health();

    const first = await consume("aidev-site-mail-dev", [body], { EMAIL: failingBinding });
    expect(first.explicitAcks).toHaveLength(0);
    expect(first.retryMessages).toHaveLength(1);
    const fourth = await consume("aidev-site-mail-dev", [body], {
      EMAIL: failingBinding,
      attempts: 4,
    });
    expect(fourth.retryMessages).toHaveLength(1);

    // After the last retry the queue hands it to the dead-letter queue.
    const dead = await consume("aidev-site-mail-dead-dev", [body]);
    expect(dead.explicitAcks).toHaveLength(1);
    const after = await health();
    expect(after.unsentMail).toBe((before.unsentMail ?? 0) + 1);
    const kept = await bindings.DEAD_LETTERS.list({ prefix: "mail/" });
    const texts = await Promise.all(
      kept.objects.map(async (object) => (await bindings.DEAD_LETTERS.get(object.key))!.text()),
    );
    expect(texts.some((text) => text.includes(to))).toBe(true);
    expect(await mailSoFarTo(to)).toHaveLength(0);
  });

  it("sends a message that failed once when it is retried, and only once", async () => {
    const to = address();
    const body = bodyOf(notice(to));
    await consume("aidev-site-mail-dev", [body], { EMAIL: failingBinding });
    const retried = await consume("aidev-site-mail-dev", [body], { attempts: 2 });
    expect(retried.explicitAcks).toHaveLength(1);
    await consume("aidev-site-mail-dev", [body], { attempts: 3 });
    expect(await mailSoFarTo(to)).toHaveLength(1);
  });

  it("retries while Postgres is down, and sends nothing it cannot record", async () => {
    const to = address();
    await setDatabaseFault("cut");
    const result = await consume("aidev-site-mail-dev", [bodyOf(notice(to))], FAULTY_DATABASE);
    expect(result.retryMessages).toHaveLength(1);
    expect(await mailSoFarTo(to)).toHaveLength(0);
  });
});

describe("headers", () => {
  it("makes a subject with line breaks one line: nothing is added to the header", async () => {
    const to = address();
    const content = { ...notice(to).content, subject: "Hi\r\nBcc: victim@example.com\r\n\r\nbody" };
    expect(await sendMail(appEnv(), notice(to, { content }), ORIGIN)).toBe(true);
    const [mail] = await mailTo(to);
    expect(mail!.rawHeaders).not.toMatch(/^Bcc:/im);
    expect(mail!.subject).toBe("Hi Bcc: victim@example.com body");
  });

  it("refuses an address with a line break or a second address", async () => {
    for (const to of [`${address()}\r\nBcc: victim@example.com`, "a@example.com, b@example.com"])
      expect(await sendMail(appEnv(), notice(to), ORIGIN)).toBe(false);
  });

  it("dead-letters a queued message with a header break at once instead of sending it", async () => {
    const to = address();
    const body = { ...bodyOf(notice(to)), subject: "Hi\nBcc: victim@example.com" };
    const result = await consume("aidev-site-mail-dev", [body]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await mailSoFarTo(to)).toHaveLength(0);
  });

  it("encodes a subject and a name beyond ASCII, which read back as written", async () => {
    const to = address();
    const subject = "Neue Anfrage von Jürgen Ødegård – 日本語";
    await sendMail(appEnv(), notice(to, { content: { ...notice(to).content, subject } }), ORIGIN);
    const [mail] = await mailTo(to);
    expect(mail!.rawHeaders).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mail!.subject).toBe(subject);
  });
});

describe("the dashboard", () => {
  it("the health check answers unsentMail with the other counts", async () => {
    const response = await requestWithEnv({}, "/api/v1/health");
    expect(typeof ((await response.json()) as { unsentMail: unknown }).unsentMail).toBe("number");
  });

  it("tells an admin how many emails and submissions wait as dead letters", async () => {
    const stamp = `${Date.now()}-${Math.random()}`;
    await bindings.DEAD_LETTERS.put(`mail/${stamp}.json`, "{}");
    await bindings.DEAD_LETTERS.put(`intake/${stamp}.json`, "{}");
    const counts = (await (await request("/api/v1/health")).json()) as {
      unsentMail: number;
      deadLetters: number;
    };
    const admin = await createAdmin({ role: "admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const page = await request("/admin/dashboard", { headers: { Cookie: cookie } });
    const text = (await page.text()).replaceAll("<!-- -->", "");
    const waits = (count: number) => (count === 1 ? "waits" : "wait");
    expect(text).toContain(
      `${counts.unsentMail} email${counts.unsentMail === 1 ? "" : "s"} could not be sent after every retry and ${waits(counts.unsentMail)} in the dead-letter store. See “Dead letters” in the operations guide.`,
    );
    expect(text).toContain(
      `${counts.deadLetters} submission${counts.deadLetters === 1 ? "" : "s"} could not be stored after every retry and ${waits(counts.deadLetters)} in the dead-letter store. See “Dead letters” in the operations guide.`,
    );
  });
});
