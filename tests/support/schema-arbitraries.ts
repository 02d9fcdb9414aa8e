/**
 * fast-check arbitraries built from the JSON Schemas of the OpenAPI document (which the API's
 * zod schemas generate): `validValue` yields values the document says an operation accepts,
 * `boundaryValue` values at or past the edges it states (./boundary-values.ts). What the
 * document promises is what is generated, so a "valid" value the server refuses is a gap
 * between the document and the code, and the contract fuzzer reports it.
 */
import fc from "fast-check";
import { JOINED_PATTERN_OPENING, TRIMMED } from "~/http/openapi/patterns.server";
import { WITHOUT_NUL } from "~/schemas/text";
import { BOUNDARY_JSON_VALUES, BOUNDARY_NUMBERS, BOUNDARY_STRINGS } from "./boundary-values";

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minProperties?: number;
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Looks a `$ref` up in the document's components. */
export type Resolve = (ref: string) => JsonSchema;

/** The document's rule against the NUL character, which every text field carries. */
const NUL_FREE = WITHOUT_NUL.source;
/** Generated text stays short unless the schema asks for more: the edges come from boundaries. */
const USUAL_LENGTH = 40;

const dateBetween = (from: string, to: string) =>
  fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true });

/** Addresses every mail system takes: the common subset of what `format: email` allows. */
const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,14}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
    fc.constantFrom("example.com", "example.org", "mail.example.net", "EXAMPLE.COM"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([local, sub, domain]) => `${local}@${sub}.${domain}`);

const textUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constant("grapheme-ascii" as const) },
  { weight: 1, arbitrary: fc.constant("grapheme" as const) },
);

function withinLength(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return (value: string) => value.length >= min && value.length <= max;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const fits = withinLength(schema);
  // The document says the server trims this string first: its length and form count without
  // white space around it, so a valid one has none.
  if (schema.description?.includes(TRIMMED)) {
    const untrimmed = validString({ ...schema, description: undefined });
    return untrimmed.filter((value) => value === value.trim());
  }
  switch (schema.format) {
    case "email":
      return emailAddress.filter(fits);
    case "uuid":
      return fc.uuid();
    case "uri":
      return fc.webUrl({ withQueryParameters: true }).filter(fits);
    case "date-time":
      return dateBetween("2000-01-01", "2099-12-31").map((date) => date.toISOString());
    case "date":
      return dateBetween("2000-01-01", "2099-12-31").map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern && patternsOf(schema.pattern).some((part) => /^\^?\\d\{4\}-\\d/.test(part)))
    // A day, as the document describes it in words: from 2000 on.
    return dateBetween("2000-01-01", "2099-12-31").map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern && schema.pattern !== NUL_FREE) return patterned(schema, fits);
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? USUAL_LENGTH, USUAL_LENGTH + min));
  return textUnit
    .chain((unit) => fc.string({ unit, minLength: min, maxLength: max }))
    .filter((value) => fits(value) && !value.includes("\u0000"));
}

/** The patterns a string must match: one, or several joined as lookaheads by the document. */
function patternsOf(pattern: string) {
  if (!pattern.startsWith(`^${JOINED_PATTERN_OPENING}`)) return [pattern];
  return pattern
    .slice(1)
    .split(JOINED_PATTERN_OPENING)
    .filter(Boolean)
    .map((part) => part.slice(0, -2));
}

/** Text matching every pattern: built from the one fast-check can read, or from a leading "/". */
function patterned(schema: JsonSchema, fits: (value: string) => boolean): fc.Arbitrary<string> {
  const full = new RegExp(schema.pattern!, "u");
  const matches = (value: string) => fits(value) && full.test(value);
  for (const pattern of patternsOf(schema.pattern!)) {
    if (pattern === NUL_FREE || /^\^\[\^[^\]]*\]\*\$$/.test(pattern)) continue;
    try {
      return fc.stringMatching(new RegExp(pattern, "u")).filter(matches);
    } catch {
      // A lookahead: fast-check cannot generate from it; the text below is filtered by it.
    }
  }
  const text = fc.string({ maxLength: USUAL_LENGTH });
  const leadingSlash = patternsOf(schema.pattern!).some((pattern) => pattern.startsWith("^\\/"));
  return (leadingSlash ? text.map((value) => `/${value}`) : text).filter(matches);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function validObject(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, validValue(inner, resolve)]),
  );
  const minimum = schema.minProperties ?? 0;
  return fc
    .record(model, { requiredKeys: schema.required ?? [] })
    .filter((value) => Object.keys(value).length >= minimum);
}

function ofType(schema: JsonSchema, type: string, resolve: Resolve): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
      return validNumber(schema, true);
    case "number":
      return validNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validValue(schema.items, resolve) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case "object":
      return validObject(schema, resolve);
    default:
      throw new Error(`No generator for JSON Schema type ${type}`);
  }
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((inner) => validValue(inner, resolve)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  return fc.oneof(...types.map((type) => ofType(schema, type, resolve)));
}

/** Strings at the edges of any schema, and just past the edges this one states. */
function boundaryString(schema: JsonSchema): fc.Arbitrary<string> {
  const edges: string[] = [];
  if (schema.maxLength !== undefined) edges.push("x".repeat(schema.maxLength + 1));
  if (schema.minLength) edges.push("x".repeat(schema.minLength - 1));
  if (schema.enum) edges.push(...schema.enum.map((value) => String(value).toUpperCase()));
  return fc.constantFrom(...BOUNDARY_STRINGS, ...edges);
}

/** Values at or past the schema's edges, and values of another type. */
export function boundaryValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (schema.$ref) return boundaryValue(resolve(schema.$ref), resolve);
  const numbers = [...BOUNDARY_NUMBERS];
  if (schema.maximum !== undefined) numbers.push(schema.maximum + 1);
  if (schema.minimum !== undefined) numbers.push(schema.minimum - 1);
  return fc.oneof(
    { weight: 4, arbitrary: boundaryString(schema) },
    { weight: 2, arbitrary: fc.constantFrom(...numbers) },
    { weight: 1, arbitrary: fc.constantFrom(...BOUNDARY_JSON_VALUES) },
  );
}

/** A boundary value as a query or path parameter holds it: text. */
export function boundaryParameter(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<string> {
  return boundaryValue(schema, resolve).map((value) =>
    typeof value === "string" ? value : JSON.stringify(value),
  );
}

/** A valid value as a query or path parameter holds it: text. */
export function validParameter(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<string> {
  return validValue(schema, resolve).map((value) =>
    typeof value === "string" ? value : JSON.stringify(value),
  );
}
