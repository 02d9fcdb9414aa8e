import { z } from "zod";
import { wordFieldRefusals } from "./field-messages";

// Every schema builds on this module: its refusals are worded here (./field-messages.ts).
wordFieldRefusals();

/**
 * The one string rule every schema builds on. Postgres cannot store the NUL character
 * (U+0000) in text and fails the whole query, so text holding it is refused here, at the
 * boundary, with a message the form shows next to the field.
 */
export const NUL_CHARACTER_MESSAGE =
  "This text contains a NUL character (U+0000), which is not allowed. Please remove it.";

/** When Postgres refuses a value the schemas let through (the backstop behind this rule). */
export const INVALID_VALUE_MESSAGE =
  "The request contains a value that cannot be stored (for example a NUL character or a number out of range).";

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
export const WITHOUT_NUL = /^[^\u0000]*$/u;

/** `z.string(params)` that refuses the NUL character; chain `.trim()`, `.min()` … as usual. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(WITHOUT_NUL, NUL_CHARACTER_MESSAGE);
}
