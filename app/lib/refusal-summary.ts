import type { ZodError } from "zod";

/** The word for a missing value beside a form field, as the product's forms say it. */
export const REQUIRED = "Required";

/** A field as a client sent it: `events[0].path`. */
export function fieldName(path: (string | number)[]) {
  if (path.length === 0) return "The value";
  return path
    .map((step, index) => (typeof step === "number" ? `[${step}]` : index ? `.${step}` : step))
    .join("");
}

/**
 * The one-line message of a refusal: its first problem, naming the field when the message alone
 * ("Required") does not say which.
 */
export function refusalSummary(error: ZodError, fallback: string) {
  const first = error.issues[0];
  if (!first) return fallback;
  if (first.message === REQUIRED) return `${fieldName(first.path)} is required`;
  return first.message;
}
