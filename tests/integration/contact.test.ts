import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { contactSubmissions } from "~db/schema";
import type { StandinRequest } from "../support/contact-standins";
import { HOSTILE_REDIRECTS } from "../support/hostile-input";
import { request, requestWithEnv, withDb } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const standin = bindings.CONTACT_STANDIN_URL!;
const unavailableMessage = "Please try again or contact us directly at hello@kaleon-ai.example";

let ipCounter = Math.floor(Math.random() * 200);
const runId = crypto.randomUUID().slice(0, 8);
/** A fresh client address per test, so rate limits of one test do not touch another. */
function nextIp() {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
let emailCounter = 0;
function uniqueEmail() {
  emailCounter += 1;
  return `lead-${runId}-${emailCounter}@example.com`;
}

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    company: "Analytical Engines Ltd",
    projectType: "llm-integration",
    message: "We want an assistant that answers questions about our manuals.",
    ...overrides,
  };
}

function postApi(
  body: unknown,
  { ip = nextIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return request("/api/v1/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const recaptchaOn = {
  RECAPTCHA_SITE_KEY: "standin-site-key",
  RECAPTCHA_SECRET_KEY: "standin-secret",
  RECAPTCHA_VERIFY_URL: `${standin}/siteverify`,
};

function postApiWith(settings: Record<string, string>, body: unknown, ip = nextIp()) {
  return requestWithEnv(settings, "/api/v1/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

async function rowsFor(email: string) {
  return withDb((db) =>
    db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)),
  );
}

async function standinLog(path: string): Promise<StandinRequest[]> {
  const log = (await (await fetch(`${standin}/log`)).json()) as StandinRequest[];
  return log.filter((entry) => entry.path === path);
}

/** Form fields as the HTML form sends them, with a render time far enough in the past. */
async function formBody(fields: Record<string, string>, { renderedMsAgo = 10_000 } = {}) {
  return new URLSearchParams({
    redirectTo: "/#contact",
    formStamp: await issueFormStamp(bindings.SESSION_SECRET!, Date.now() - renderedMsAgo),
    website: "",
    ...fields,
  });
}

function postForm(body: URLSearchParams, ip = nextIp()) {
  return request("/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body,
    redirect: "manual",
  });
}

function stringFields(input: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, String(value ?? "")]),
  );
}

describe("POST /api/v1/contact", () => {
  it("stores a valid enquiry and answers 201 with the message and id", async () => {
    const body = enquiry();
    const response = await postApi(body, { ip: "203.0.113.7" });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { message: string; id: number };
    expect(answer).toEqual({
      message: "We'll get back to you within 2 hours.",
      id: expect.any(Number),
    });

    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({
      id: answer.id,
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines Ltd",
      projectType: "llm-integration",
      message: body.message,
      verificationStatus: "not_configured",
      recaptchaScore: null,
    });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipHash).not.toContain("203.0.113.7");
  });

  it("is also served at the unversioned /api/contact", async () => {
    const body = enquiry({ company: "", projectType: null });
    const response = await request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({ company: null, projectType: null });
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["lastName", { lastName: "   " }, "Last name is required"],
    ["email", { email: "not-an-address" }, "Please enter a valid email address"],
    ["message", { message: "Too short" }, "Please provide more details about your project"],
    ["projectType", { projectType: "blockchain" }, "Please choose one of the listed project types"],
  ])(
    "rejects an invalid %s with 400 and the field's message, storing nothing",
    async (field, change, message) => {
      const body = enquiry(change);
      const response = await postApi(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        message: string;
        errors: Record<string, string[]>;
      };
      expect(answer.message).toBeTruthy();
      expect(answer.errors).toEqual({ [field]: [message] });
      expect(await rowsFor(body.email)).toHaveLength(0);
    },
  );

  it("lists every missing field at once", async () => {
    const response = await postApi({});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email address"],
      message: ["Please provide more details about your project"],
    });
  });

  it("answers malformed or non-object JSON with 400", async () => {
    for (const body of ['{"firstName": "Ada",', "", "[1,2]", "null", '"text"']) {
      const response = await postApi(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it("answers other content types with 415", async () => {
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
    ]) {
      const response = await postApi(JSON.stringify(enquiry()), {
        headers: { "Content-Type": contentType },
      });
      expect(response.status, contentType).toBe(415);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });

  it("answers bodies over 64 KB with 413, with or without a Content-Length", async () => {
    const big = JSON.stringify(enquiry({ message: "x".repeat(70 * 1024) }));
    const declared = await postApi(big);
    expect(declared.status).toBe(413);

    const bytes = new TextEncoder().encode(big);
    const streamed = await request("/api/v1/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
          controller.close();
        },
      }),
    });
    expect(streamed.status).toBe(413);
  });

  it("answers other methods with 405", async () => {
    const response = await request("/api/v1/contact");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("never answers 500, whatever the JSON", async () => {
    const odd = [
      { ...enquiry(), firstName: 42, email: ["a@b.co"], message: { text: "hello world" } },
      { ...enquiry(), recaptchaToken: 123 },
      { ...enquiry(), company: "x".repeat(201) },
      { ...enquiry(), __proto__: { admin: true } },
      { ...enquiry(), firstName: "Robert'); DROP TABLE contact_submissions;--" },
    ];
    for (const body of odd) {
      const response = await postApi(body);
      expect([201, 400]).toContain(response.status);
    }
  });

  it("limits each address to 5 enquiries per 10 minutes and says when to retry", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await postApi(enquiry(), { ip })).status).toBe(201);
    const blocked = await postApi(enquiry(), { ip });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /try again in 10 minutes/,
    );
    expect((await postApi(enquiry(), { ip: nextIp() })).status).toBe(201);
  });

  it("stores exactly 50 rows for 50 concurrent enquiries", async () => {
    const marker = `concurrent-${runId}`;
    const bodies = Array.from({ length: 50 }, (_, i) =>
      enquiry({ email: `${marker}-${i}@example.com` }),
    );
    const responses = await Promise.all(bodies.map((body) => postApi(body)));
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: (await r.json()) as { id: number } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(50);
    const rows = await withDb((db) =>
      db
        .select({ id: contactSubmissions.id })
        .from(contactSubmissions)
        .where(
          inArray(
            contactSubmissions.email,
            bodies.map((b) => b.email),
          ),
        ),
    );
    expect(rows).toHaveLength(50);
  });
});

describe("human verification with reCAPTCHA configured", () => {
  it("stores a token scored 0.9 as verified, with its score", async () => {
    const ip = nextIp();
    const body = enquiry({ recaptchaToken: "score=0.9" });
    const response = await postApiWith(recaptchaOn, body, ip);
    expect(response.status).toBe(201);
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({ verificationStatus: "verified" });
    expect(row!.recaptchaScore).toBeCloseTo(0.9);

    const verifyCalls = await standinLog("/siteverify");
    const call = verifyCalls
      .map((c) => new URLSearchParams(c.body))
      .find((form) => form.get("remoteip") === ip);
    expect(call?.get("secret")).toBe("standin-secret");
    expect(call?.get("response")).toBe("score=0.9");
  });

  it.each([
    ["a score of 0.1", "score=0.1"],
    ["a token the provider rejects", "error=invalid"],
    ["a token for another action", "score=0.9&action=login"],
    ["a token from another site", "score=0.9&hostname=evil.example"],
  ])("refuses %s with 400 and stores nothing", async (_, token) => {
    const body = enquiry({ recaptchaToken: token });
    const response = await postApiWith(recaptchaOn, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Security check failed/,
    );
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it("honours RECAPTCHA_MIN_SCORE", async () => {
    const body = enquiry({ recaptchaToken: "score=0.3" });
    expect((await postApiWith({ ...recaptchaOn, RECAPTCHA_MIN_SCORE: "0.2" }, body)).status).toBe(
      201,
    );
    expect(
      (
        await postApiWith(
          { ...recaptchaOn, RECAPTCHA_MIN_SCORE: "0.4" },
          enquiry({ recaptchaToken: "score=0.3" }),
        )
      ).status,
    ).toBe(400);
  });

  it("refuses tokens when the secret key is wrong", async () => {
    const response = await postApiWith(
      { ...recaptchaOn, RECAPTCHA_SECRET_KEY: "wrong" },
      enquiry({ recaptchaToken: "score=0.9" }),
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ["answers 500", "error=500"],
    ["answers something unreadable", "error=garbage"],
  ])("keeps the enquiry, as unverified, when the provider %s", async (_, token) => {
    const body = enquiry({ recaptchaToken: token });
    expect((await postApiWith(recaptchaOn, body)).status).toBe(201);
    expect(await rowsFor(body.email)).toMatchObject([
      { verificationStatus: "unverified", recaptchaScore: null },
    ]);
  });

  it("keeps the enquiry, as unverified, when the provider cannot be reached", async () => {
    const body = enquiry({ recaptchaToken: "score=0.9" });
    expect(
      (
        await postApiWith(
          { ...recaptchaOn, RECAPTCHA_VERIFY_URL: "http://127.0.0.1:1/siteverify" },
          body,
        )
      ).status,
    ).toBe(201);
    expect(await rowsFor(body.email)).toMatchObject([{ verificationStatus: "unverified" }]);
  });

  it("accepts an enquiry without a token (JavaScript off) as unverified", async () => {
    const body = enquiry();
    expect((await postApiWith(recaptchaOn, body)).status).toBe(201);
    expect(await rowsFor(body.email)).toMatchObject([{ verificationStatus: "unverified" }]);
  });
});

describe("the team notification", () => {
  it("posts the stored enquiry to CONTACT_NOTIFY_WEBHOOK_URL, with the text escaped for chat markup", async () => {
    const body = enquiry({
      firstName: "<b>Eve</b>",
      message: "Hello <!channel> & <script>alert(1)</script>",
    });
    const response = await postApiWith({ CONTACT_NOTIFY_WEBHOOK_URL: `${standin}/notify` }, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const notices = (await standinLog("/notify")).map(
      (entry) => JSON.parse(entry.body) as Record<string, unknown>,
    );
    const notice = notices.find((n) => n.id === id) as {
      submission: Record<string, unknown>;
      text: string;
      verification: string;
    };
    expect(notice).toBeDefined();
    expect(notice.submission).toMatchObject({
      firstName: "<b>Eve</b>",
      email: body.email,
      projectTypeLabel: "LLM Integration (ChatGPT/Claude)",
    });
    expect(notice.verification).toBe("not_configured");
    expect(notice.text).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(notice.text).toContain("Hello &lt;!channel&gt; &amp; &lt;script&gt;");
    expect(notice.text).not.toMatch(/<(b|script|!channel)/);
  });
});

describe("when the database is down and the deployment has no intake queue", () => {
  // With the queue bound, an enquiry is accepted and stored later (durable-intake.test.ts).
  const deadDatabase = {
    DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
    INTAKE_QUEUE: undefined as unknown as string,
  };

  it("answers the API with 503 and the fallback message", async () => {
    const response = await postApiWith(deadDatabase, enquiry());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: unavailableMessage });
  });

  it("re-renders the form with 503, the message and everything the visitor typed", async () => {
    const fields = stringFields(
      enquiry({ message: "Please keep this text: it took me a while to write." }),
    );
    const response = await requestWithEnv(deadDatabase, "/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": nextIp(),
      },
      body: await formBody(fields),
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(unavailableMessage);
    expect(html).toContain("Please keep this text: it took me a while to write.");
    expect(html).toContain(`value="${fields.email}"`);
  });
});

describe("the contact form without JavaScript (POST /contact)", () => {
  it("re-renders /contact with each message by its field and the values kept", async () => {
    const response = await postForm(
      await formBody({
        firstName: "",
        lastName: "Hopper",
        email: "grace@",
        company: "Navy",
        projectType: "ml-solution",
        message: "short",
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("First name is required");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please provide more details about your project");
    expect(html).not.toContain("Last name is required");
    expect(html).toContain('value="Hopper"');
    expect(html).toContain('value="grace@"');
    expect(html).toMatch(/<option value="ml-solution" selected/);
    expect(html).toContain(">short</textarea>");
    // The page it came from is remembered for the redirect after a successful retry.
    expect(html).toContain('name="redirectTo" value="/#contact"');
  });

  it("stores the enquiry and redirects back with the success toast", async () => {
    const fields = stringFields(enquiry());
    const response = await postForm(await formBody(fields));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#contact");
    expect(await rowsFor(fields.email!)).toHaveLength(1);

    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const page = await request("/", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain("Message Sent Successfully!");
    expect(html).toContain("We&#x27;ll get back to you within 2 hours.");
  });

  it("redirects only to pages of this site", async () => {
    for (const redirectTo of HOSTILE_REDIRECTS) {
      const response = await postForm(await formBody({ ...stringFields(enquiry()), redirectTo }));
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/contact");
    }
  });

  it("pretends success to bots that fill the hidden field, storing nothing", async () => {
    const fields = stringFields(enquiry());
    const response = await postForm(await formBody({ ...fields, website: "https://spam.example" }));
    expect(response.status).toBe(302);
    expect(await rowsFor(fields.email!)).toHaveLength(0);
  });

  it("refuses forms sent faster than a person can fill them in", async () => {
    const fields = stringFields(enquiry());
    const response = await postForm(await formBody(fields, { renderedMsAgo: 500 }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That was quick!");
    expect(await rowsFor(fields.email!)).toHaveLength(0);
  });

  it("refuses forms with a missing or forged render time", async () => {
    for (const formStamp of ["", "1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const fields = stringFields(enquiry());
      const response = await postForm(await formBody({ ...fields, formStamp }));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This form has expired");
      expect(await rowsFor(fields.email!)).toHaveLength(0);
    }
  });

  it("shares the rate limit with the API", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await postApi(enquiry(), { ip })).status).toBe(201);
    const response = await postForm(await formBody(stringFields(enquiry())), ip);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("Please try again in 10 minutes");
  });

  it("serves /contact as a page with one h1 and the form", async () => {
    const response = await request("/contact");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('id="contact"');
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/contact"/);
  });
});
