import { z } from "zod";
import { text } from "./text";

/**
 * The highest page any list serves. Without a bound, `?page=1e20` turns into an offset Postgres
 * cannot read (a 500); no list here comes near this many pages, so a larger number is a bad
 * request, while a page between the last one and this is simply empty.
 */
export const MAX_PAGE = 100_000;

/** A page or limit parameter: digits only (no `1e5`, no `0x10`), from 1 up to `max`. */
export const wholeNumber = (name: string, max?: number) => {
  let number = z.number().int().min(1, `${name} must be at least 1`);
  if (max) number = number.max(max, `${name} must be at most ${max}`);
  return text()
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number of at least 1`)
    .transform(Number)
    .pipe(number);
};

/** A blank parameter (`?page=`) counts as absent. */
export const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
