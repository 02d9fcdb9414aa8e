/**
 * Property-based tests from the contract: for every operation of the OpenAPI document, requests
 * are generated from its parameters' and body's JSON Schemas (which the API's zod schemas
 * generate), mostly valid and otherwise at a boundary (year 0 and 9999, ids in capitals,
 * control characters, huge numbers, prototype keys: ../support/boundary-values.ts), and sent
 * with the credentials its security names (and some it refuses). Whatever comes in:
 * - the answer is never a 5xx;
 * - its status is one the operation declares and its body matches the document
 *   (../support/openapi-contract.ts, run by `request`);
 * - a refusal says why in `{ message }`, in the product's words, never a parser's default;
 * - a request the document calls valid is not refused as invalid (400).
 * Paths are also sent every method they do not declare: a JSON 405 with `Allow`.
 *
 * FUZZ_SEED (a number, or "random"), FUZZ_RUNS (generated requests per operation) and
 * FUZZ_BOUNDARIES (boundary values per operation, or "all") make a run
 * reproducible or longer; each run prints its seed and how many requests it sent.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "~/http/openapi/document.server";
import { MEDIA_PATH_MESSAGE } from "~/schemas/site-page-fields";
import { sitePageSchemas, type SitePageName } from "~/schemas/site-pages";
import { testIp } from "../support/admin";
import { BOUNDARY_STRINGS } from "../support/boundary-values";
import {
  caseArbitrary,
  operationsOf,
  resolverOf,
  securityCredentials,
  type Case,
  type CaseContext,
  type Operation,
  segment,
  wellFormed,
} from "../support/contract-cases";
import { createFuzzFixtures, type FuzzFixtures } from "../support/fuzz-fixtures";
import { request } from "../support/worker";

const bindings = env as unknown as Record<string, string | undefined>;
const SEED =
  bindings.FUZZ_SEED === "random"
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(bindings.FUZZ_SEED || 20261128);
const RUNS = Number(bindings.FUZZ_RUNS || 10);
/**
 * Boundary values per operation, drawn in turn from the catalogue so that consecutive
 * operations cover all of it; FUZZ_BOUNDARIES=all sends the whole catalogue to each.
 */
const BOUNDARIES =
  bindings.FUZZ_BOUNDARIES === "all"
    ? BOUNDARY_STRINGS.length
    : Math.min(Number(bindings.FUZZ_BOUNDARIES || 20), BOUNDARY_STRINGS.length);

const document = buildOpenApiDocument();
const resolve = resolverOf(document);
const operations = operationsOf(document);

/**
 * Operations that end what later cases use (a session, an account, a key, a record): run last,
 * each on records of its own.
 */
const ENDING = new Set([
  "POST /api/v1/admin/auth/logout",
  "DELETE /api/v1/admin/users/{id}",
  "DELETE /api/v1/admin/api-keys/{id}",
  "DELETE /api/v1/admin/users/invitations/{id}",
  "DELETE /api/v1/admin/media/{id}",
  "DELETE /api/v1/admin/blog/posts/{id}",
  "DELETE /api/v1/admin/data-subjects",
]);
const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const ordered = [
  ...operations.filter((operation) => !ENDING.has(nameOf(operation))),
  ...operations.filter((operation) => ENDING.has(nameOf(operation))),
];

/** What a parser says when nobody gave it words: never what a client should read. */
const PARSER_DEFAULTS =
  /^(Required|Invalid input|Invalid (email|uuid|url|date|datetime|cuid|ip)|Invalid (enum|literal|discriminator) value.*|Expected .+, received .+|Unrecognized key\(s\) in object.*|String must contain .*|Number must be .*|Array must contain .*)$/;

let fixtures: FuzzFixtures;
let sent = 0;

function contextOf(): CaseContext {
  const { ids } = fixtures;
  const mixedCase = (id: string) =>
    id.replace(/[a-f]/g, (letter, index: number) => (index % 2 ? letter.toUpperCase() : letter));
  return {
    knownPathValues({ path }, name) {
      if (name === "revisionId") return ids.revisions;
      if (name === "slug") return [ids.slug];
      if (name === "name") return ["home", "blog", "team", "privacy", "terms", "cookies"];
      if (name !== "id") return undefined;
      if (path.startsWith("/api/v1/admin/blog/posts/")) return [ids.post];
      if (path.startsWith("/api/v1/admin/contact-submissions/")) return [ids.submission];
      if (path.startsWith("/api/v1/admin/media/")) return [ids.media];
      if (path.startsWith("/api/v1/admin/users/invitations/")) return [ids.invitation];
      if (path.startsWith("/api/v1/admin/api-keys/")) return [ids.apiKey];
      if (path.startsWith("/api/v1/admin/users/"))
        return [
          ids.target,
          mixedCase(ids.target),
          ids.target.toUpperCase(),
          ids.self.toUpperCase(),
        ];
      return undefined;
    },
    knownQueryValues({ path }, name) {
      if (path !== "/api/v1/admin/analytics" && path !== "/api/v1/admin/audit-log") return;
      // Ends drawn so that any two make a range in order and short enough.
      const daysAgo = (days: number) =>
        new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      if (name === "from") return [daysAgo(30), daysAgo(7)];
      if (name === "to") return [daysAgo(1), daysAgo(0)];
      return undefined;
    },
    // Reads may name any record; a write only the fuzzer's own, or none.
    safeNumericId: ({ method }) => method === "GET",
    knownBodyFields({ path }) {
      if (path === "/api/v1/admin/auth/login")
        return { email: fixtures.signInUser.email, password: fixtures.signInUser.password };
      if (path === "/api/v1/admin/auth/refresh") return { refreshToken: fixtures.refreshToken };
      return undefined;
    },
    credentialsFor(operation) {
      // Bearer-only, yet any admin's: sign-out ends a session of its own.
      if (operation.path === "/api/v1/admin/auth/logout")
        return { good: ["endedSession"], bad: ["none", "apiKey"] };
      if (operation.path === "/api/v1/admin/auth/csrf")
        return { good: ["admin", "superAdmin"], bad: ["none", "apiKey"] };
      return securityCredentials(operation);
    },
  };
}

interface Finding {
  kind: string;
  request: string;
  detail: string;
}

function describeCase(test: Case) {
  const body =
    typeof test.body === "string"
      ? ` ${test.body.length > 300 ? `${test.body.slice(0, 300)}…(${test.body.length})` : test.body}`
      : test.body
        ? " (multipart)"
        : "";
  const url = test.url.length > 300 ? `${test.url.slice(0, 300)}…` : test.url;
  return `${test.method} ${url} as ${test.credential}${body}`;
}

/**
 * A page's photo is written as the document says yet names an image the library does not hold:
 * a refusal the document describes, which generated addresses cannot avoid.
 */
function namesOnlyMissingPhotos(errors: Record<string, unknown> | undefined) {
  const messages = Object.values(errors ?? {}).flat();
  return messages.length > 0 && messages.every((message) => message === MEDIA_PATH_MESSAGE);
}

/**
 * A page's save carries that page's document: the document says so in words, while its schema
 * offers every page's, so a generated save may carry another page's document.
 */
function fitsTheNamedPage(test: Case) {
  const named = /^\/api\/v1\/admin\/pages\/([^/?]+)$/.exec(test.url)?.[1]?.toLowerCase();
  if (test.method !== "PUT" || !named || typeof test.body !== "string") return true;
  const schema = sitePageSchemas[named as SitePageName];
  try {
    return (
      !schema || schema.safeParse((JSON.parse(test.body) as { content?: unknown }).content).success
    );
  } catch {
    return true;
  }
}

/** Sends one case; returns what is wrong with the answer, if anything. */
async function check(test: Case): Promise<Finding | null> {
  const headers: Record<string, string> = {
    ...fixtures.credentials[test.credential],
    ...test.headers,
    "CF-Connecting-IP": testIp(),
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36 contract-fuzz",
  };
  if (test.contentType) headers["Content-Type"] = test.contentType;
  if (test.url.startsWith("/api/v1/events")) headers.Cookie = fixtures.consentCookie;
  const what = describeCase(test);
  sent += 1;
  let response: Response;
  try {
    response = await request(test.url, { method: test.method, headers, body: test.body });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: message.split(":")[0] ?? "undescribed", request: what, detail: message };
  }
  const text = await response.text();
  const status = response.status;
  const finding = (kind: string) => ({
    kind,
    request: what,
    detail: `${status} ${text.slice(0, 400)}`,
  });
  if (status >= 500) return finding(`${status}`);
  if (status < 400) return null;
  const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> };
  if (typeof body.message !== "string") return finding("refusal without a message");
  // Beside a field, a missing value is "Required"; the one-line message names the field.
  const fieldMessages = Object.values(body.errors ?? {})
    .flat()
    .map(String)
    .filter((message) => message !== "Required");
  if ([body.message, ...fieldMessages].some((message) => PARSER_DEFAULTS.test(message)))
    return finding("parser's default message");
  const valid = test.valid && fitsTheNamedPage(test);
  if (valid && status === 400 && !namesOnlyMissingPhotos(body.errors))
    return finding("valid request refused");
  return null;
}

async function fuzzOperation(operation: Operation, index: number) {
  const arbitrary = caseArbitrary(operation, contextOf(), resolve);
  const cases = fc.sample(arbitrary, { seed: SEED + index, numRuns: RUNS });
  // Boundary strings, each in a place drawn for it.
  const boundaryCases = boundaryPlacements(operation, index);
  const findings: Finding[] = [];
  for (const test of [...boundaryCases, ...cases]) {
    const found = await check(test);
    if (found) findings.push(found);
  }
  const byKind = new Map<string, Finding[]>();
  for (const found of findings) byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), found]);
  const summary = [...byKind].map(
    ([kind, all]) => `${kind} ×${all.length}, e.g. ${all[0]!.request}\n   → ${all[0]!.detail}`,
  );
  if (summary.length) console.log(`${nameOf(operation)} (seed ${SEED}):\n${summary.join("\n")}`);
  expect(summary, `seed ${SEED}`).toEqual([]);
}

/** The boundary catalogue, each value put once into a parameter or a body field of the operation. */
function boundaryPlacements(operation: Operation, index: number): Case[] {
  const base = fc.sample(caseArbitrary(operation, contextOf(), resolve), {
    seed: SEED + index + 1_000_000,
    numRuns: BOUNDARIES,
  });
  const parameters = (operation.spec.parameters ?? []).filter(
    (parameter) => parameter.in !== "header",
  );
  return base.map((test, n) => {
    const value = BOUNDARY_STRINGS[(index * BOUNDARIES + n) % BOUNDARY_STRINGS.length]!;
    const credential = securityCredentials(operation).good[0]!;
    const choice = (n + index) % (parameters.length + 1);
    const parameter = parameters[choice];
    if (parameter?.in === "path") {
      const path = operation.path.replace(`{${parameter.name}}`, segment(value));
      const filled = path.replace(/\{[^}]+\}/g, "1");
      return {
        ...test,
        credential: test.credential === "endedSession" ? test.credential : credential,
        url: filled,
        valid: false,
      };
    }
    if (parameter?.in === "query") {
      const url = new URL(test.url, "http://x");
      url.searchParams.set(parameter.name, wellFormed(value));
      return { ...test, url: `${url.pathname}${url.search}`, valid: false };
    }
    if (typeof test.body === "string" && test.body.startsWith("{")) {
      try {
        const parsed = JSON.parse(test.body) as Record<string, unknown>;
        const keys = Object.keys(parsed);
        const key = keys[n % Math.max(keys.length, 1)] ?? "field";
        return { ...test, body: JSON.stringify({ ...parsed, [key]: value }), valid: false };
      } catch {
        return { ...test, valid: false };
      }
    }
    return { ...test, valid: false };
  });
}

beforeAll(async () => {
  fixtures = await createFuzzFixtures();
}, 60_000);

afterAll(() => {
  console.log(
    `contract fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} generated requests per operation (FUZZ_RUNS) plus ${BOUNDARIES} of ${BOUNDARY_STRINGS.length} boundary ones (FUZZ_BOUNDARIES), ${operations.length} operations, ${sent} requests sent`,
  );
});

describe("every operation of the OpenAPI document, fuzzed from its schemas", () => {
  it.each(ordered.map((operation, index) => [nameOf(operation), operation, index] as const))(
    "%s: no 5xx, every answer as the document describes it",
    async (_name, operation, index) => {
      await fuzzOperation(operation, index);
    },
    120_000,
  );
});

/**
 * Methods a client may send that a path may not answer. TRACE and CONNECT fetch itself refuses,
 * and so does workerd any method it does not know (`FOO`): those never reach the Worker.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"];

describe("methods a path does not declare", () => {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => {
    const declared = METHODS.filter((method) => method.toLowerCase() in item);
    return [path, declared] as const;
  });

  it.each(paths)(
    "%s answers any other method with a JSON 405 and Allow",
    async (path, declared) => {
      const allowed = declared.includes("GET") ? [...declared, "HEAD"] : declared;
      const url = path.replace(/\{[^}]+\}/g, "1");
      for (const method of METHODS.filter((method) => !allowed.includes(method))) {
        sent += 1;
        const response = await request(url, {
          method,
          headers: { ...fixtures.credentials.superAdmin, "CF-Connecting-IP": testIp() },
        });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get("Allow"), `${method} ${url}`).toBe(allowed.join(", "));
        // A HEAD answer carries no body; every other one says why.
        if (method !== "HEAD")
          expect(((await response.json()) as { message: string }).message).toBe(
            "Method not allowed",
          );
      }
    },
  );
});
