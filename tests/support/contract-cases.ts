/**
 * Requests generated from the OpenAPI document, one operation at a time: its path, query and
 * header parameters and its body, each valid by the document or (less often) at a boundary
 * (./boundary-values.ts, ./schema-arbitraries.ts), with the credentials its security names.
 * A case remembers whether every part of it was valid, so the fuzzer can hold the server to
 * accepting what the document promises.
 */
import fc from "fast-check";
import type { buildOpenApiDocument } from "~/http/openapi/document.server";
import { RAW_JSON_BODIES, RAW_JSON_NUMBERS } from "./boundary-values";
import type { Headers } from "./fuzz-fixtures";
import { acceptedImages } from "./images";
import {
  boundaryParameter,
  boundaryValue,
  validParameter,
  validValue,
  type JsonSchema,
  type Resolve,
} from "./schema-arbitraries";

type Document = ReturnType<typeof buildOpenApiDocument>;

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationSpec {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

export interface Operation {
  method: string;
  path: string;
  spec: OperationSpec;
}

export type CredentialName =
  "none" | "admin" | "superAdmin" | "apiKey" | "readOnlyKey" | "endedSession";

/** What the fuzzer knows about the records it may touch, per operation. */
export interface CaseContext {
  /** Values of path parameters that name the fuzzer's own records. */
  knownPathValues: (operation: Operation, name: string) => string[] | undefined;
  /**
   * The only valid values of query parameters bound by a rule between them that no schema
   * states (a range's ends: in order, at most so long), so generated ones would break it.
   */
  knownQueryValues: (operation: Operation, name: string) => string[] | undefined;
  /** Whether generated ids may be any number (reads) or only ones no record has (writes). */
  safeNumericId: (operation: Operation) => boolean;
  /** Body fields whose values the fixtures supply (a sign-in's address and password…). */
  knownBodyFields: (operation: Operation) => Record<string, unknown> | undefined;
  /** The credentials an operation is sent with: those its security accepts, and others. */
  credentialsFor: (operation: Operation) => Credentials;
}

export interface Case {
  method: string;
  url: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers: Record<string, string>;
  credential: CredentialName;
  /** Every part valid by the document, with the credentials it asks for. */
  valid: boolean;
}

interface Part<T> {
  value: T;
  valid: boolean;
}

const valid = <T>(value: T): Part<T> => ({ value, valid: true });
const boundary = <T>(value: T): Part<T> => ({ value, valid: false });

/** Valid most of the time, a boundary value otherwise. */
function partOf<T>(good: fc.Arbitrary<T>, edge: fc.Arbitrary<T>): fc.Arbitrary<Part<T>> {
  return fc.oneof(
    { weight: 3, arbitrary: good.map(valid) },
    { weight: 1, arbitrary: edge.map(boundary) },
  );
}

export function resolverOf(document: Document): Resolve {
  const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  return (ref) => {
    const found = schemas[ref.replace("#/components/schemas/", "")];
    if (!found) throw new Error(`Unresolved ${ref}`);
    return found;
  };
}

export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OperationSpec>)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
}

/** A JSON value's places: each object key and array index, as paths from the top. */
function placesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((inner, index) => [[...at, index], ...placesOf(inner, [...at, index])]);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [
      [...at, key],
      ...placesOf(inner, [...at, key]),
    ]);
  return [];
}

function changedAt(value: unknown, place: (string | number)[], change: unknown | typeof DROP) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of place.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = place.at(-1)!;
  if (change === DROP) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = change;
  return copy;
}

const DROP = Symbol("drop");

/** A valid body broken in one place: a value replaced or dropped, a key added, raw JSON spliced in. */
function brokenJson(good: unknown, schema: JsonSchema, resolve: Resolve): fc.Arbitrary<string> {
  const places = placesOf(good);
  const anyBoundary = boundaryValue({}, resolve);
  const kinds: fc.Arbitrary<string>[] = [
    boundaryValue(schema, resolve).map((value) => JSON.stringify(value) ?? "null"),
    fc.constantFrom(...RAW_JSON_BODIES),
    fc
      .tuple(fc.string({ maxLength: 12 }), anyBoundary)
      .map(([key, value]) => JSON.stringify(changedAt(good, [key], value))),
  ];
  if (places.length)
    kinds.push(
      fc
        .tuple(fc.constantFrom(...places), fc.oneof(anyBoundary, fc.constant(DROP)))
        .map(([place, change]) => JSON.stringify(changedAt(good, place, change))),
      fc
        .tuple(
          fc.constantFrom(...places.filter((place) => place.length === 1)),
          fc.constantFrom(...RAW_JSON_NUMBERS),
        )
        .map(([[key], raw]) =>
          JSON.stringify(changedAt(good, [key!], "\u0001RAW\u0001")).replace(
            '"\u0001RAW\u0001"',
            raw,
          ),
        ),
    );
  return fc.oneof(...kinds);
}

function jsonBody(
  schema: JsonSchema,
  resolve: Resolve,
  known: Record<string, unknown> | undefined,
): fc.Arbitrary<Part<string>> {
  const good = fc
    .tuple(validValue(schema, resolve), fc.boolean())
    .map(([value, useKnown]) =>
      known && useKnown && value && typeof value === "object" ? { ...value, ...known } : value,
    );
  return fc.oneof(
    { weight: 3, arbitrary: good.map((value) => valid(JSON.stringify(value))) },
    {
      weight: 2,
      arbitrary: good.chain((value) => brokenJson(value, schema, resolve)).map(boundary),
    },
  );
}

const encoder = new TextEncoder();

/** A multipart body: a real image (the document's valid), or one whose parts or syntax break. */
type BodyPart = Part<{ body?: Case["body"]; type?: string }>;

function multipartBody(): fc.Arbitrary<BodyPart> {
  const image = fc.constantFrom(...acceptedImages).map((accepted) => {
    const form = new FormData();
    form.append(
      "file",
      new File([accepted.bytes], `fuzz.${accepted.extension}`, { type: accepted.contentType }),
    );
    return valid<BodyPart["value"]>({ body: form });
  });
  const handWritten = fc
    .record({
      name: fc.oneof(fc.constant("file"), fc.string({ maxLength: 20 })),
      filename: fc.option(fc.string({ unit: "binary", maxLength: 40 })),
      type: fc.option(
        fc.constantFrom("image/png", "image/svg+xml", "text/html", "", "image/png\u0000"),
      ),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 256 }),
        fc
          .constantFrom(...acceptedImages.map((accepted) => accepted.bytes))
          .chain((bytes) =>
            fc.nat({ max: bytes.length }).map((length) => bytes.subarray(0, length)),
          ),
      ),
      boundary: fc.constantFrom("fuzzboundary", "", '"quoted"', "a".repeat(200)),
      declared: fc.boolean(),
    })
    .map(({ name, filename, type, content, boundary: mark, declared }) => {
      const head =
        `--${mark}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename === null ? "" : `; filename="${filename}"`) +
        (type === null ? "" : `\r\nContent-Type: ${type}`) +
        "\r\n\r\n";
      const body = new Uint8Array([
        ...encoder.encode(head),
        ...content,
        ...encoder.encode(`\r\n--${mark}--\r\n`),
      ]);
      return boundary<BodyPart["value"]>({
        body,
        type: declared ? `multipart/form-data; boundary=${mark}` : "multipart/form-data",
      });
    });
  return fc.oneof(image, handWritten);
}

/** A parameter's value: a known record's, a generated one, or a boundary. */
function parameterValue(
  operation: Operation,
  parameter: Parameter,
  context: CaseContext,
  resolve: Resolve,
): fc.Arbitrary<Part<string>> {
  const schema = parameter.schema ?? { type: "string" };
  let good = validParameter(schema, resolve);
  if (parameter.in === "path" && schema.pattern === "^\\d+$" && !context.safeNumericId(operation))
    // Never an id another test's record may have: only numbers past any row (or none at all).
    good = fc.bigInt({ min: 2n ** 31n, max: 10n ** 20n }).map(String);
  const knownQuery =
    parameter.in === "query" ? context.knownQueryValues(operation, parameter.name) : undefined;
  if (knownQuery?.length) good = fc.constantFrom(...knownQuery);
  const known =
    parameter.in === "path" ? context.knownPathValues(operation, parameter.name) : undefined;
  if (known?.length)
    good = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: good },
    );
  return partOf(good, boundaryParameter(schema, resolve));
}

/** Lone surrogates cannot be sent in a URL; they travel as U+FFFD, as a browser sends them. */
export const wellFormed = (value: string) =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );

/** A path segment: percent-encoded, never empty (an empty one would be another path). */
export const segment = (value: string) => encodeURIComponent(wellFormed(value)) || "%20";

export function caseArbitrary(
  operation: Operation,
  context: CaseContext,
  resolve: Resolve,
): fc.Arbitrary<Case> {
  const parameters = operation.spec.parameters ?? [];
  const values = fc.tuple(
    ...parameters.map((parameter) =>
      parameter.in === "path" || parameter.required
        ? parameterValue(operation, parameter, context, resolve).map(
            (part) => [parameter, part] as const,
          )
        : fc
            .option(parameterValue(operation, parameter, context, resolve), { freq: 2 })
            .map((part) => [parameter, part] as const),
    ),
  );
  const content = operation.spec.requestBody?.content ?? {};
  const types = Object.keys(content);
  const body: fc.Arbitrary<BodyPart> = types.length
    ? fc
        .constantFrom(...types)
        .chain((type) =>
          type === "multipart/form-data"
            ? multipartBody()
            : jsonBody(
                content[type]!.schema ?? {},
                resolve,
                context.knownBodyFields(operation),
              ).map((part) => ({ ...part, value: { body: part.value, type } })),
        )
    : fc.constant(valid({}));
  const credentials = context.credentialsFor(operation);
  const credential = credentials.bad.length
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...credentials.good) },
        { weight: 1, arbitrary: fc.constantFrom(...credentials.bad) },
      )
    : fc.constantFrom(...credentials.good);

  return fc.tuple(values, body, credential).map(([parameterParts, bodyPart, chosen]) => {
    let path = operation.path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    let allValid = bodyPart.valid && credentials.good.includes(chosen);
    for (const [parameter, part] of parameterParts) {
      if (!part) continue;
      allValid &&= part.valid;
      if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, segment(part.value));
      else if (parameter.in === "query") query.set(parameter.name, wellFormed(part.value));
      // A header holds visible ASCII only; anything else is the client library's refusal.
      else if (parameter.in === "header" && /^[\x20-\x7e]*$/.test(part.value))
        headers[parameter.name] = part.value;
    }
    const search = query.toString();
    return {
      method: operation.method,
      url: search ? `${path}?${search}` : path,
      body: bodyPart.value.body,
      contentType: bodyPart.value.type,
      headers,
      credential: chosen,
      valid: allValid,
    };
  });
}

export interface Credentials {
  good: CredentialName[];
  bad: CredentialName[];
}

/** The credentials an operation's security accepts, and some it refuses. */
export function securityCredentials(operation: Operation): Credentials {
  const security = operation.spec.security ?? [];
  if (security.length === 0) return { good: ["none"], bad: [] };
  const keyPermissions = security.flatMap((requirement) => requirement.apiKey ?? []);
  if (keyPermissions.length === 0)
    return { good: ["superAdmin"], bad: ["none", "admin", "apiKey", "endedSession"] };
  const readOnly = keyPermissions.includes("read");
  return {
    good: ["admin", "superAdmin", "apiKey", ...(readOnly ? ["readOnlyKey" as const] : [])],
    bad: ["none", "endedSession", ...(readOnly ? [] : ["readOnlyKey" as const])],
  };
}

export type { Headers };
