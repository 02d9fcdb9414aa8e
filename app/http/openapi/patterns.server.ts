/**
 * The OpenAPI generator states one pattern per string, the first `.regex()` it finds: for our
 * text that is always the NUL rule (`text()` in app/schemas/text.ts), which hid every pattern
 * added after it (a slug's form, an event path's leading "/", an address's "@"). Before the
 * document is generated, each string with several patterns is given one that holds them all
 * (a lookahead per pattern, each anchored at the start), so a client reading the document
 * knows every rule the server checks. A string the server trims first says so.
 */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { ZodFirstPartyTypeKind, type ZodTypeAny } from "zod";

interface StringCheck {
  kind: string;
  regex?: RegExp;
}

/** Flags a JSON Schema pattern can carry: none but Unicode. */
const PLAIN_FLAGS = /^u?$/;

/** All the patterns, as one: the string matches each of them somewhere, as a regex test does. */
export function everyPattern(patterns: RegExp[]) {
  for (const pattern of patterns)
    if (!PLAIN_FLAGS.test(pattern.flags))
      throw new Error(`A JSON Schema pattern has no flags: write ${pattern} without them`);
  return `^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern.source}))`).join("")}`;
}

/** Said of a string the server trims before checking its length and form. */
export const TRIMMED = "Surrounding white space is removed before the checks.";

function stateEveryPattern(schema: ZodTypeAny) {
  const checks = (schema._def as { checks?: StringCheck[] }).checks ?? [];
  const patterns = checks.flatMap((check) =>
    check.kind === "regex" && check.regex ? [check.regex] : [],
  );
  const trimmed = checks.some((check) => check.kind === "trim");
  const def = schema._def as { openapi?: { metadata?: Record<string, unknown> } };
  // The same metadata `.openapi({ pattern, description })` gives; zod's validation never reads it.
  const metadata = { ...def.openapi?.metadata };
  if (patterns.length > 1 && !metadata.pattern) metadata.pattern = everyPattern(patterns);
  const description = typeof metadata.description === "string" ? metadata.description : "";
  if (trimmed && !description.includes(TRIMMED))
    metadata.description = description ? `${description} ${TRIMMED}` : TRIMMED;
  def.openapi = { ...def.openapi, metadata };
}

function walk(schema: ZodTypeAny | undefined, seen: Set<ZodTypeAny>) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  switch (def.typeName) {
    case ZodFirstPartyTypeKind.ZodString:
      return stateEveryPattern(schema);
    case ZodFirstPartyTypeKind.ZodObject:
      for (const inner of Object.values((def.shape as () => Record<string, ZodTypeAny>)()))
        walk(inner, seen);
      return;
    case ZodFirstPartyTypeKind.ZodArray:
      return walk(def.type as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodUnion:
    case ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      for (const option of def.options as ZodTypeAny[]) walk(option, seen);
      return;
    case ZodFirstPartyTypeKind.ZodRecord:
      return walk(def.valueType as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodIntersection:
      walk(def.left as ZodTypeAny, seen);
      return walk(def.right as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodOptional:
    case ZodFirstPartyTypeKind.ZodNullable:
    case ZodFirstPartyTypeKind.ZodDefault:
    case ZodFirstPartyTypeKind.ZodReadonly:
    case ZodFirstPartyTypeKind.ZodCatch:
      return walk(def.innerType as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodEffects:
      return walk(def.schema as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodPipeline:
      return walk(def.in as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodBranded:
      return walk(def.type as ZodTypeAny, seen);
    case ZodFirstPartyTypeKind.ZodLazy:
      return walk((def.getter as () => ZodTypeAny)(), seen);
  }
}

/** Every request schema of the registered operations, and every registered component. */
export function stateEveryPatternOf(definitions: OpenAPIRegistry["definitions"]) {
  const seen = new Set<ZodTypeAny>();
  for (const definition of definitions) {
    if (definition.type === "schema") walk(definition.schema, seen);
    if (definition.type !== "route") continue;
    const { request } = definition.route;
    for (const part of [request?.query, request?.params, request?.headers, request?.cookies])
      if (part && !Array.isArray(part)) walk(part as ZodTypeAny, seen);
    for (const media of Object.values(request?.body?.content ?? {}))
      walk((media as { schema?: ZodTypeAny }).schema, seen);
  }
}
