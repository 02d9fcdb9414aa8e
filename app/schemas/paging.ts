import { z } from "zod";
import { NUL_CHARACTER_MESSAGE } from "./text";

/**
 * The highest page any list serves. Without a bound, `?page=1e20` turns into an offset Postgres
 * cannot read (a 500); no list here comes near this many pages, so a larger number is a bad
 * request, while a page between the last one and this is simply empty.
 */
export const MAX_PAGE = 100_000;

/**
 * A page or limit parameter: digits only (no `1e5`, no `0x10`), from 1 up to `max`. Digits
 * become a number before the check, so the API document states an integer with its bounds
 * (the OpenAPI generator describes what the check reads); anything else stays text and is
 * refused as not a whole number.
 */
export const wholeNumber = (name: string, max?: number) => {
  const notWhole = `${name} must be a whole number of at least 1`;
  let number = z
    .number({
      errorMap: (_issue, { data }) => ({
        message:
          typeof data === "string" && data.includes("\u0000") ? NUL_CHARACTER_MESSAGE : notWhole,
      }),
    })
    .int(notWhole)
    .min(1, `${name} must be at least 1`);
  if (max) number = number.max(max, `${name} must be at most ${max}`);
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    number,
  );
};

/** A blank parameter (`?page=`) counts as absent. */
export const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
