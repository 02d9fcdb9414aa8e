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

/** How `everyPattern` opens each pattern it joins (and closes it with `))`). */
export const JOINED_PATTERN_OPENING = "(?=[\\s\\S]*?(?:";

/** All the patterns, as one: the string matches each of them somewhere, as a regex test does. */
export function everyPattern(patterns: RegExp[]) {
  for (const pattern of patterns)
    if (!PLAIN_FLAGS.test(pattern.flags))
      throw new Error(`A JSON Schema pattern has no flags: write ${pattern} without them`);
  return `^${patterns.map((pattern) => `${JOINED_PATTERN_OPENING}${pattern.source}))`).join("")}`;
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

type OpenApiDef = { openapi?: { metadata?: Record<string, unknown> } };

/**
 * States every pattern of the strings in `schema`. Returns a string's metadata through its
 * wrappers (optional, refined, transformed…), which take it too: the generator describes a
 * query parameter by its outermost schema's own metadata, not the string's within.
 */
function walk(schema: ZodTypeAny | undefined, seen: Set<ZodTypeAny>): OpenApiDef["openapi"] {
  if (!schema) return undefined;
  const def = schema._def as Record<string, unknown> & OpenApiDef & { typeName?: string };
  if (seen.has(schema)) return def.openapi;
  seen.add(schema);
  const wrapping = (inner: unknown) => {
    const found = walk(inner as ZodTypeAny, seen);
    if (found?.metadata) def.openapi ??= { metadata: found.metadata };
    return def.openapi;
  };
  switch (def.typeName) {
    case ZodFirstPartyTypeKind.ZodString:
      stateEveryPattern(schema);
      return def.openapi;
    case ZodFirstPartyTypeKind.ZodObject:
      for (const inner of Object.values((def.shape as () => Record<string, ZodTypeAny>)()))
        walk(inner, seen);
      return undefined;
    case ZodFirstPartyTypeKind.ZodArray:
      walk(def.type as ZodTypeAny, seen);
      return undefined;
    case ZodFirstPartyTypeKind.ZodUnion:
    case ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      for (const option of def.options as ZodTypeAny[]) walk(option, seen);
      return undefined;
    case ZodFirstPartyTypeKind.ZodRecord:
      walk(def.valueType as ZodTypeAny, seen);
      return undefined;
    case ZodFirstPartyTypeKind.ZodIntersection:
      walk(def.left as ZodTypeAny, seen);
      walk(def.right as ZodTypeAny, seen);
      return undefined;
    case ZodFirstPartyTypeKind.ZodOptional:
    case ZodFirstPartyTypeKind.ZodNullable:
    case ZodFirstPartyTypeKind.ZodDefault:
    case ZodFirstPartyTypeKind.ZodReadonly:
    case ZodFirstPartyTypeKind.ZodCatch:
      return wrapping(def.innerType);
    case ZodFirstPartyTypeKind.ZodEffects:
      return wrapping(def.schema);
    case ZodFirstPartyTypeKind.ZodPipeline:
      return wrapping(def.in);
    case ZodFirstPartyTypeKind.ZodBranded:
      return wrapping(def.type);
    case ZodFirstPartyTypeKind.ZodLazy:
      walk((def.getter as () => ZodTypeAny)(), seen);
      return undefined;
  }
  return undefined;
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
