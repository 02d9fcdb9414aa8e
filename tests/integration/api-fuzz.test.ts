/**
 * Property-based fuzzing of the public and admin API inside workerd: every JSON endpoint gets
 * hostile bodies and every query and path parameter hostile values (NUL, lone surrogates, RTL
 * marks, 10 kB strings, wrong types, extra and prototype keys, huge numbers). Whatever comes in,
 * the answer is never a 5xx and always JSON; an error always says why in `{ message }`.
 *
 * Bounded so it stays fast in `npm test`: a fixed seed and a few runs per endpoint.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "~db/schema";
import { createAdmin, signInWithApi, testIp } from "../support/admin";
import { acceptedImages } from "../support/images";
import { request, withDb } from "../support/worker";

const SEED = 20261124;
const RUNS = 8;

let auth: Record<string, string>;
/** A super admin's headers, for the endpoints only super admins reach. */
let superAuth: Record<string, string>;
/** A user the users API may change while it is fuzzed. */
let teamTargetId: string;
let postId: number;
let submissionId: number;

async function writeHeaders(role: "admin" | "super_admin") {
  const admin = await createAdmin({ role });
  const { tokens } = await signInWithApi(admin.email, admin.password);
  const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
  const csrf = (await (await request("/api/v1/admin/auth/csrf", { headers: bearer })).json()) as {
    csrfToken: string;
  };
  return { ...bearer, "X-CSRF-Token": csrf.csrfToken };
}

beforeAll(async () => {
  auth = await writeHeaders("admin");
  superAuth = await writeHeaders("super_admin");
  teamTargetId = (await createAdmin({ role: "admin" })).id;
  const created = await request("/api/v1/admin/blog/posts", {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({
      slug: `fuzz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      title: "Fuzz target",
      excerpt: "An excerpt that is long enough",
      content: "A paragraph of content that goes on for a while. ".repeat(4),
      category: "Fuzz",
    }),
  });
  expect(created.status).toBe(201);
  postId = ((await created.json()) as { post: { id: number } }).post.id;
  const [submission] = await withDb((db) =>
    db
      .insert(contactSubmissions)
      .values({
        firstName: "Fuzz",
        lastName: "Target",
        email: "fuzz@example.com",
        message: "An enquiry for the lead endpoints to change.",
      })
      .returning({ id: contactSubmissions.id }),
  );
  submissionId = submission!.id;
});

// ---- Arbitraries -------------------------------------------------------------------------

const nastyPieces = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\u200f",
  "\u200b",
  "\ufeff",
  "\u0085",
  "\u2028",
  "𝕏",
  "\u4e2d",
  "'",
  '"',
  "\\",
  "%",
  "%00",
  "%zz",
  "<script>",
  "../",
  "//evil.example",
  "\t",
  "\r\n",
  " ",
  "=cmd|' /C calc'!A0",
  "1e999",
  "-0",
  "NaN",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  {
    weight: 3,
    arbitrary: fc
      .array(fc.constantFrom(...nastyPieces), { minLength: 1, maxLength: 8 })
      .map((pieces) => pieces.join("")),
  },
  fc.constantFrom("x".repeat(10_000), "\u4e2d".repeat(10_000), "\u0000".repeat(10_000)),
);

const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  0,
  -1,
  0.5,
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    hugeNumber,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A body built from a valid one: some fields replaced, extra and prototype keys added. */
function hostileBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: fc.subarray(keys),
      values: fc.array(fc.oneof(hostileString, hostileValue), {
        minLength: keys.length,
        maxLength: keys.length,
      }),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }),
      prototypeKeys: fc.boolean(),
      rawNumber: fc.option(fc.constantFrom("1e999", "123456789012345678901234567890", "-0")),
    })
    .map(({ replace, values, extra, prototypeKeys, rawNumber }) => {
      const body: Record<string, unknown> = { ...valid, ...extra };
      replace.forEach((key, index) => (body[key] = values[index]));
      let text = JSON.stringify(body);
      // Keys an object literal cannot carry, and numbers JSON.stringify cannot write.
      if (prototypeKeys)
        text = `{"__proto__":{"isAdmin":true,"role":"super_admin"},"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`;
      if (rawNumber && replace[0]) text = text.replace(/}$/, `,"${replace[0]}":${rawNumber}}`);
      return text;
    });
}

/** A path segment from a hostile string, percent-encoded (lone surrogates become U+FFFD). */
const segment = (value: string) =>
  encodeURIComponent(new TextDecoder().decode(new TextEncoder().encode(value)));

/** Path segments stay short: no server takes a 30 kB path, and the router is not the target. */
const pathString = hostileString.filter((value) => value.length <= 200);

/** Something that can never be a real record id, so fuzzing never edits another test's rows. */
const impossibleId = fc.oneof(
  pathString.filter((value) => !/^\s*\d+\s*$/.test(value)),
  fc.constantFrom("2147483648", "99999999999999999999", "0", "-1", "1.5", "1e3", "0x10"),
);

// ---- Checks ------------------------------------------------------------------------------

async function expectWellFormed(response: Response, what: string) {
  const text = await response.text();
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(response.headers.get("content-type"), what).toContain("application/json");
  const body = JSON.parse(text) as { message?: unknown };
  if (response.status >= 400) expect(typeof body.message, `${what}: ${text}`).toBe("string");
}

function send(path: string, method: string, body?: string, headers: Record<string, string> = {}) {
  return request(path, {
    method,
    headers: {
      ...auth,
      "CF-Connecting-IP": testIp(),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body,
  });
}

/** Runs `check` on the given examples first (the known attacks), then on generated values. */
async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  examples: T[] = [],
) {
  await fc.assert(fc.asyncProperty(arbitrary, check), {
    seed: SEED,
    numRuns: RUNS,
    examples: examples.map((example) => [example] as [T]),
  });
}

/** The valid body with a NUL character in one text field, for each text field in turn. */
function withNul(valid: Record<string, unknown>) {
  return Object.entries(valid)
    .filter(([, value]) => typeof value === "string")
    .map(([key, value]) => JSON.stringify({ ...valid, [key]: `${value as string}\u0000` }));
}

// ---- JSON bodies -------------------------------------------------------------------------

const jsonEndpoints: [string, string, () => string, Record<string, unknown>][] = [
  [
    "POST",
    "/api/v1/contact",
    () => "/api/v1/contact",
    {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      projectType: "custom-ai",
      message: "A message that is long enough.",
      recaptchaToken: "token",
    },
  ],
  [
    "POST",
    "/api/v1/chat",
    () => "/api/v1/chat",
    { message: "Hello", sessionId: "6f1c2f4e-3a0b-4c7d-9e8f-0a1b2c3d4e5f", intent: "general" },
  ],
  [
    "POST",
    "/api/v1/consent",
    () => "/api/v1/consent",
    { intent: "save", analytics: true, marketing: false, functional: true },
  ],
  [
    "POST",
    "/api/v1/admin/auth/login",
    () => "/api/v1/admin/auth/login",
    { email: "nobody@example.com", password: "Wrong-Password-1!" },
  ],
  [
    "POST",
    "/api/v1/admin/auth/refresh",
    () => "/api/v1/admin/auth/refresh",
    { refreshToken: "not-a-token" },
  ],
  [
    "POST",
    "/api/v1/admin/auth/2fa",
    () => "/api/v1/admin/auth/2fa",
    { challengeToken: "challenge", code: "123456" },
  ],
  [
    "POST",
    "/api/v1/admin/blog/posts",
    () => "/api/v1/admin/blog/posts",
    {
      slug: "fuzzed-post",
      title: "Title",
      excerpt: "An excerpt that is long enough",
      content: "Content ".repeat(20),
      category: "Fuzz",
      author: "Ada",
      imageUrl: "/image.png",
      readTime: "3 min read",
      tags: ["a", "b"],
      published: false,
      metaDescription: "Description",
      metaKeywords: "keywords",
    },
  ],
  [
    "PUT",
    "/api/v1/admin/blog/posts/{id}",
    () => `/api/v1/admin/blog/posts/${postId}`,
    { title: "Title", tags: ["a"], published: false, excerpt: "An excerpt that is long enough" },
  ],
  [
    "PATCH",
    "/api/v1/admin/contact-submissions/{id}",
    () => `/api/v1/admin/contact-submissions/${submissionId}`,
    { status: "contacted", note: "Called them back." },
  ],
];

/** The users and API keys endpoints: a super admin's, fuzzed with a super admin's headers. */
const teamJsonEndpoints: [string, string, () => string, Record<string, unknown>][] = [
  [
    "POST",
    "/api/v1/admin/users/invitations",
    () => "/api/v1/admin/users/invitations",
    { email: "fuzzed-invitee@example.com", role: "admin" },
  ],
  [
    "PATCH",
    "/api/v1/admin/users/{id}",
    () => `/api/v1/admin/users/${teamTargetId}`,
    { role: "admin", status: "active" },
  ],
  [
    "POST",
    "/api/v1/admin/api-keys",
    () => "/api/v1/admin/api-keys",
    { name: "Fuzzed key", permissions: ["read"] },
  ],
];

describe("JSON bodies", () => {
  it.each(teamJsonEndpoints)(
    "%s %s never answers 5xx and always says why",
    async (method, label, path, valid) => {
      await fuzz(
        hostileBody(valid),
        async (body) => {
          const response = await send(path(), method, body, superAuth);
          await expectWellFormed(response, `${method} ${label} ${body}`);
        },
        withNul(valid),
      );
    },
  );

  it.each(jsonEndpoints)(
    "%s %s never answers 5xx and always says why",
    async (method, label, path, valid) => {
      await fuzz(
        hostileBody(valid),
        async (body) => {
          await expectWellFormed(await send(path(), method, body), `${method} ${label} ${body}`);
        },
        withNul(valid),
      );
    },
  );

  it.each(jsonEndpoints)("%s %s takes any JSON value as the body", async (method, label, path) => {
    await fuzz(hostileValue, async (value) => {
      const body = JSON.stringify(value) ?? "null";
      await expectWellFormed(await send(path(), method, body), `${method} ${label} ${body}`);
    });
  });
});

// ---- Multipart bodies --------------------------------------------------------------------

const encoder = new TextEncoder();

/** A file part's content: random bytes, hostile text, or the start of a real image. */
const partContent = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  hostileString.map((value) => encoder.encode(value)),
  fc
    .constantFrom(...acceptedImages.map((image) => image.bytes))
    .chain((bytes) => fc.nat({ max: bytes.length }).map((length) => bytes.subarray(0, length))),
);

/** A multipart body written by hand, so names, file names and types can break its syntax. */
const hostileMultipart = fc
  .record({
    name: fc.oneof(fc.constant("file"), pathString),
    filename: fc.option(pathString),
    type: fc.option(hostileString.filter((value) => value.length <= 200)),
    content: partContent,
    boundary: fc.constantFrom("fuzzboundary", "", '"quoted"', "a".repeat(200)),
    declaredBoundary: fc.boolean(),
  })
  .map(({ name, filename, type, content, boundary, declaredBoundary }) => {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
      (filename === null ? "" : `; filename="${filename}"`) +
      (type === null ? "" : `\r\nContent-Type: ${type}`) +
      "\r\n\r\n";
    const body = new Uint8Array([
      ...encoder.encode(head),
      ...content,
      ...encoder.encode(`\r\n--${boundary}--\r\n`),
    ]);
    const contentType = declaredBoundary
      ? `multipart/form-data; boundary=${boundary}`
      : "multipart/form-data";
    return { body, contentType };
  });

describe("multipart bodies", () => {
  it("POST /api/v1/admin/media never answers 5xx and always says why", async () => {
    await fuzz(hostileMultipart, async ({ body, contentType }) => {
      const response = await request("/api/v1/admin/media", {
        method: "POST",
        headers: { ...auth, "CF-Connecting-IP": testIp(), "Content-Type": contentType },
        body,
      });
      await expectWellFormed(response, `POST /api/v1/admin/media (${contentType})`);
    });
  });
});

// ---- Query and path parameters -----------------------------------------------------------

const queryEndpoints: [string, string[]][] = [
  ["/api/v1/blog/posts", ["page", "limit", "category", "search"]],
  ["/api/v1/blog/categories", []],
  ["/api/v1/ssr/blog", ["page", "category", "search"]],
  ["/api/v1/admin/blog/posts", ["page", "limit", "status", "search"]],
  ["/api/v1/admin/contact-submissions", ["page", "limit", "status", "search"]],
  ["/api/v1/admin/media", ["page", "limit"]],
  ["/api/v1/admin/dashboard/stats", []],
  ["/api/v1/admin/auth/csrf", []],
  ["/api/v1/admin/auth/me", []],
  ["/api/v1/admin/users", ["page", "limit"]],
  ["/api/v1/health", []],
];

/** Reached only as a super admin; DELETE erases whatever address it is given, so only hostile ones. */
const superAdminQueryEndpoints: [string, string, string[]][] = [
  ["GET", "/api/v1/admin/audit-log", ["actor", "action", "from", "to", "page", "limit"]],
  ["GET", "/api/v1/admin/data-subjects", ["email"]],
  ["DELETE", "/api/v1/admin/data-subjects", ["email"]],
];

const queryValue = fc.oneof(
  hostileString,
  hugeNumber.map(String),
  fc.constantFrom("1e20", "Infinity", "-1", "0", "1.5", "0x10", "", " 2 "),
);

describe("query parameters", () => {
  it.each(queryEndpoints)("GET %s never answers 5xx", async (path, names) => {
    const params = fc.record({
      known: fc.dictionary(fc.constantFrom(...(names.length ? names : ["page"])), queryValue, {
        maxKeys: 4,
      }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), queryValue, { maxKeys: 2 }),
      raw: fc.constantFrom("", "&page=%ff%fe", "&search=%00", "&category=%", "&page[]=1"),
    });
    // Each parameter alone with a NUL character or an out-of-range number, then random ones.
    const alone = names.flatMap((name) =>
      ["\u0000", "1e20", "99999999999"].map((value) => ({ [name]: value })),
    );
    await fuzz(
      params,
      async ({ known, extra, raw }) => {
        const query = new URLSearchParams({ ...extra, ...known }).toString();
        const url = `${path}?${query}${raw}`;
        const headers = path.includes("/users") ? superAuth : {};
        await expectWellFormed(await send(url, "GET", undefined, headers), `GET ${url}`);
      },
      alone.map((one) => ({ known: one, extra: {}, raw: "" })),
    );
  });
});

describe("query parameters of super-admin endpoints", () => {
  it.each(superAdminQueryEndpoints)("%s %s never answers 5xx", async (method, path, names) => {
    const params = fc.record({
      known: fc.dictionary(fc.constantFrom(...names), queryValue, { maxKeys: names.length }),
      raw: fc.constantFrom("", "&email=%ff%fe", "&actor=%00", "&action=%", "&email[]=a@b.c"),
    });
    const alone = names.flatMap((name) =>
      ["\u0000", "%", "_@_", "1e20", "x".repeat(10_000)].map((value) => ({ [name]: value })),
    );
    await fuzz(
      params,
      async ({ known, raw }) => {
        const url = `${path}?${new URLSearchParams(known)}${raw}`;
        await expectWellFormed(await send(url, method, undefined, superAuth), `${method} ${url}`);
      },
      alone.map((one) => ({ known: one, raw: "" })),
    );
  });
});

describe("path parameters", () => {
  it.each([
    ["GET", "/api/v1/blog/posts/{slug}"],
    ["GET", "/api/v1/ssr/blog/{slug}"],
    ["GET", "/api/v1/ssr/page/{slug}"],
  ])("%s %s never answers 5xx", async (method, template) => {
    await fuzz(pathString, async (value) => {
      const url = template.replace("{slug}", segment(value) || "x");
      await expectWellFormed(await send(url, method), `${method} ${url}`);
    });
  });

  it.each([
    ["GET", "/api/v1/admin/blog/posts/{id}", undefined],
    ["PUT", "/api/v1/admin/blog/posts/{id}", '{"title":"Renamed"}'],
    ["DELETE", "/api/v1/admin/blog/posts/{id}", undefined],
    ["POST", "/api/v1/admin/blog/posts/{id}/toggle-publish", undefined],
    ["GET", "/api/v1/admin/blog/posts/{id}/revisions", undefined],
    ["GET", "/api/v1/admin/blog/posts/1/revisions/{id}", undefined],
    ["GET", "/api/v1/admin/blog/posts/{id}/revisions/1", undefined],
    ["POST", "/api/v1/admin/blog/posts/1/revisions/{id}/restore", undefined],
    ["PATCH", "/api/v1/admin/contact-submissions/{id}", '{"status":"won"}'],
    ["DELETE", "/api/v1/admin/media/{id}", undefined],
    ["DELETE", "/api/v1/admin/users/invitations/{id}", undefined],
    ["PATCH", "/api/v1/admin/users/{id}", '{"role":"admin"}'],
    ["POST", "/api/v1/admin/users/{id}/reset-2fa", undefined],
    ["DELETE", "/api/v1/admin/users/{id}", undefined],
    ["DELETE", "/api/v1/admin/api-keys/{id}", undefined],
  ])("%s %s never answers 5xx for an id that cannot exist", async (method, template, body) => {
    const headers = /\/(users|api-keys)\//.test(template) ? superAuth : {};
    await fuzz(impossibleId, async (id) => {
      const url = template.replace("{id}", segment(id) || "x");
      await expectWellFormed(await send(url, method, body, headers), `${method} ${url}`);
    });
  });
});

// ---- Analytics events --------------------------------------------------------------------

describe("POST /api/v1/events", () => {
  const validBatch = {
    events: [
      {
        type: "page_view",
        path: "/blog/fuzz",
        referrer: "https://example.com/",
        utm: { source: "fuzz", medium: "test", campaign: "c", term: "t", content: "x" },
        loadMs: 100,
      },
      { type: "search", path: "/resources", term: "rag", results: 0 },
      { type: "click", path: "/", label: "Book", location: "hero" },
    ],
  };
  const validEvents = validBatch.events as Record<string, unknown>[];

  /** 204 without a body when accepted; otherwise JSON that says why, never a 5xx. */
  async function expectAnswered(response: Response, what: string) {
    if (response.status === 204) return;
    await expectWellFormed(response, what);
  }

  let consent: string;
  beforeAll(async () => {
    const response = await request("/consent", {
      method: "POST",
      headers: { "CF-Connecting-IP": testIp() },
      body: new URLSearchParams({ intent: "accept-all", returnTo: "/" }),
      redirect: "manual",
    });
    consent = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("cookie_consent="))!
      .split(";")[0]!;
  });

  function sendEvents(body: string, contentType = "application/json") {
    return request("/api/v1/events", {
      method: "POST",
      headers: {
        "CF-Connecting-IP": testIp(),
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
        "Content-Type": contentType,
        Cookie: consent,
      },
      body,
    });
  }

  it("never answers 5xx to hostile events, as JSON or as text/plain", async () => {
    const hostileEvents = fc
      .tuple(fc.nat({ max: validEvents.length - 1 }), hostileBody(validEvents[0]!))
      // Spliced in as text, so the raw numbers and prototype keys reach the server as written.
      .map(([index, event]) => {
        const events = validEvents.map((valid) => JSON.stringify(valid));
        events[index] = event;
        return `{"events":[${events.join(",")}]}`;
      });
    const nulExamples = validEvents.flatMap((event) =>
      withNul(event).map((broken) => `{"events":[${broken}]}`),
    );
    await fuzz(
      fc.tuple(hostileEvents, fc.constantFrom("application/json", "text/plain;charset=UTF-8")),
      async ([body, contentType]) => {
        await expectAnswered(await sendEvents(body, contentType), `events ${body}`);
      },
      nulExamples.map((body) => [body, "text/plain"] as [string, string]),
    );
  });

  it("takes any JSON value as the body or as an event", async () => {
    await fuzz(fc.tuple(hostileValue, fc.boolean()), async ([value, asEvent]) => {
      const body =
        (asEvent ? JSON.stringify({ events: [value] }) : JSON.stringify(value)) ?? "null";
      await expectAnswered(await sendEvents(body), `events ${body}`);
    });
  });
});
