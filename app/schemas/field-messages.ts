import { z, ZodIssueCode, ZodParsedType, type ZodErrorMap } from "zod";
import { fieldName, REQUIRED } from "~/lib/refusal-summary";

/**
 * The words for a refusal no schema has its own message for, naming the field as a client
 * sent it: `events[0].path must be at most 500 characters`. Set once for every schema
 * (./text.ts), so forms and the API say the same, and a parser's own wording ("Expected string,
 * received number", "Unrecognized key(s) in object") never reaches a client. A message a schema
 * gives itself still wins. A missing value stays "Required", the product's generic word beside
 * a form field; an answer's one-line summary names the field (`refusalSummary`).
 */

const TYPE_WORDS: Partial<Record<ZodParsedType, string>> = {
  string: "text",
  number: "a number",
  integer: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
  null: "null",
};

const quoted = (values: readonly unknown[]) =>
  values.map((value) => JSON.stringify(value)).join(", ");

const SIZE_UNITS: Record<string, [string, string]> = {
  string: ["character", "characters"],
  array: ["item", "items"],
  set: ["item", "items"],
};

function sizeMessage(
  field: string,
  type: string,
  bound: number | bigint,
  inclusive: boolean,
  exact: boolean | undefined,
  direction: "least" | "most",
) {
  const unit = SIZE_UNITS[type];
  const count = unit ? ` ${Number(bound) === 1 ? unit[0] : unit[1]}` : "";
  if (exact) return `${field} must be exactly ${bound}${count}`;
  if (!inclusive && !unit)
    return `${field} must be ${direction === "least" ? "greater" : "less"} than ${bound}`;
  return `${field} must be at ${direction} ${bound}${count}`;
}

const STRING_FORMATS: Record<string, string> = {
  email: "a valid email address",
  url: "a URL",
  uuid: "a UUID",
  datetime: "a date and time such as 2026-01-31T09:00:00Z",
  date: "a date such as 2026-01-31",
  time: "a time such as 09:00:00",
};

export const fieldErrorMap: ZodErrorMap = (issue, context) => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === ZodParsedType.undefined) return { message: REQUIRED };
      return { message: `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}` };
    case ZodIssueCode.invalid_literal:
      return { message: `${field} must be ${JSON.stringify(issue.expected)}` };
    case ZodIssueCode.unrecognized_keys:
      return {
        message: `${issue.path.length ? `${field} has an unknown field` : "Unknown field"}${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`,
      };
    case ZodIssueCode.invalid_union_discriminator:
      return { message: `${field} must be one of ${quoted(issue.options)}` };
    case ZodIssueCode.invalid_enum_value:
      return { message: `${field} must be one of ${quoted(issue.options)}` };
    case ZodIssueCode.invalid_union:
      return { message: `${field} is none of the accepted forms` };
    case ZodIssueCode.invalid_date:
      return { message: `${field} must be a valid date` };
    case ZodIssueCode.invalid_string: {
      const format =
        typeof issue.validation === "string" ? STRING_FORMATS[issue.validation] : undefined;
      return {
        message: format ? `${field} must be ${format}` : `${field} is not in the accepted form`,
      };
    }
    case ZodIssueCode.too_small:
      return {
        message: sizeMessage(
          field,
          issue.type,
          issue.minimum,
          issue.inclusive,
          issue.exact,
          "least",
        ),
      };
    case ZodIssueCode.too_big:
      return {
        message: sizeMessage(
          field,
          issue.type,
          issue.maximum,
          issue.inclusive,
          issue.exact,
          "most",
        ),
      };
    case ZodIssueCode.not_multiple_of:
      return { message: `${field} must be a multiple of ${issue.multipleOf}` };
    case ZodIssueCode.not_finite:
      return { message: `${field} must be a finite number` };
    default:
      return {
        message:
          context.defaultError === "Invalid input" ? `${field} is not valid` : context.defaultError,
      };
  }
};

/** Sets the map for every schema; called where the shared text rule lives (./text.ts). */
export function wordFieldRefusals() {
  z.setErrorMap(fieldErrorMap);
}
