/**
 * Every /api/v1 answer the integration suite receives is checked against the OpenAPI document:
 * the path and method must be described, the status must be one of the operation's responses,
 * and the content type and JSON body must be the ones it describes. `request` and
 * `requestWithEnv` (./worker.ts) call this, so a new test is checked without asking.
 */
import { Validator, type Schema } from "@cfworker/json-schema";
import { buildOpenApiDocument } from "~/http/openapi/document.server";
import { versionedApiPath } from "~/lib/api-path";

type Document = ReturnType<typeof buildOpenApiDocument>;
interface DescribedResponse {
  content?: Record<string, { schema?: object }>;
}

let cached: { document: Document; routes: { pattern: RegExp; path: string }[] } | undefined;

function contract() {
  if (!cached) {
    const document = buildOpenApiDocument();
    const routes = Object.keys(document.paths ?? {}).map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+").replace(/\./g, "\\.")}/?$`, "i"),
    }));
    cached = { document, routes };
  }
  return cached;
}

/** `#/components/schemas/X` → `#/$defs/X`, so one JSON Schema carries everything it refers to. */
function withDefinitions(schema: unknown, document: Document): Schema {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === "$ref" && typeof inner === "string"
            ? inner.replace("#/components/schemas/", "#/$defs/")
            : rewrite(inner),
        ]),
      );
    return value;
  };
  return {
    ...(rewrite(schema) as Schema),
    $defs: rewrite(document.components?.schemas ?? {}) as Record<string, Schema>,
  };
}

/** One validator per described body, compiled on first use: the document does not change. */
const validators = new WeakMap<object, Validator>();

function validatorFor(schema: object, document: Document) {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(withDefinitions(schema, document), "2020-12", false);
    validators.set(schema, validator);
  }
  return validator;
}

function fail(what: string, detail: string): never {
  throw new Error(`Undescribed /api/v1 response: ${what}: ${detail}`);
}

/** Throws when the answer to `method url` is not one the document describes. */
export async function checkApiResponse(method: string, url: URL, response: Response) {
  const pathname = versionedApiPath(url.pathname) ?? url.pathname;
  if (!/^\/api\/v1(\/|$)/i.test(pathname)) return;
  const { document, routes } = contract();
  const what = `${method} ${pathname} → ${response.status}`;
  const body = method === "HEAD" ? "" : await response.clone().text();
  // Like the router: a literal segment wins over a parameter (`/users/invitations` is not a user).
  const [route] = routes
    .filter((candidate) => candidate.pattern.test(pathname))
    .sort((a, b) => parameterCount(a.path) - parameterCount(b.path));

  // A path no route serves: the catch-all's JSON 404, whatever the method.
  if (!route) {
    if (response.status === 404 && isErrorBody(body)) return;
    fail(what, "no path of the document matches, and the answer is not the JSON 404");
  }
  const operation = document.paths?.[route.path]?.[method.toLowerCase() as "get"];
  if (!operation) {
    if (response.status === 405 && (method === "HEAD" || isErrorBody(body))) return;
    fail(what, `${route.path} has no ${method} operation, and the answer is not a JSON 405`);
  }
  const described = resolved(document, operation.responses?.[String(response.status)]);
  if (!described) fail(what, `the operation describes ${Object.keys(operation.responses ?? {})}`);

  const contentType = response.headers.get("Content-Type")?.split(";")[0]?.trim() ?? "";
  const media = described.content?.[contentType];
  if (!described.content) {
    if (body !== "") fail(what, "a body where the document describes none");
    return;
  }
  if (!media) fail(what, `Content-Type ${contentType || "(none)"} is not described`);
  if (method === "HEAD" || !media.schema) return;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    fail(what, `the body is not JSON: ${body.slice(0, 200)}`);
  }
  const result = validatorFor(media.schema, document).validate(value);
  if (!result.valid)
    fail(
      what,
      `${result.errors
        .slice(-5)
        .map((error) => `${error.instanceLocation} ${error.error}`)
        .join("; ")}\nbody: ${body.slice(0, 500)}`,
    );
}

/** A response given as `{ $ref: "#/components/responses/X" }`, looked up. */
function resolved(document: Document, response: unknown): DescribedResponse | undefined {
  const ref = (response as { $ref?: string } | undefined)?.$ref;
  if (!ref) return response as DescribedResponse | undefined;
  return document.components?.responses?.[ref.replace("#/components/responses/", "")] as
    DescribedResponse | undefined;
}

const parameterCount = (path: string) => path.split("{").length - 1;

function isErrorBody(body: string) {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string";
  } catch {
    return false;
  }
}
