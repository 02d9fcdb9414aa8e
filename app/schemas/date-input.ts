/**
 * Dates as clients send them in addresses and forms, read once where they come in: days
 * (`YYYY-MM-DD`) and moments (ISO 8601 with an offset). Each reader says what is wrong with a
 * value (`format`, `calendar`, `range`) and the schema that uses it words the message.
 *
 * Days run from 2000-01-01 to 9998-12-31. What Postgres and JavaScript store is wider but has
 * holes at both ends: Postgres has no year 0, JavaScript writes years past 9999 with six digits
 * (`+010000-01-01`) that Postgres does not read, the driver reads years before 100 as 19xx, and
 * a Date ends in the year 275760. The margin is what every date derived from accepted ones needs
 * (a previous period of up to 366 days, the day after the last, a day's start in any time zone),
 * so nothing derived can leave what is stored: `isStorableMoment` holds it in the tests.
 */
import { z } from "zod";

export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "9998-12-31";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_MOMENT = Date.UTC(2000, 0, 1);
const END_MOMENT = Date.UTC(9999, 0, 1);

/** Moments Postgres and Date both store as written: the years 1970 through 9999. */
const FIRST_STORABLE_MOMENT = Date.UTC(1970, 0, 1);
const LAST_STORABLE_MOMENT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function isStorableMoment(date: Date) {
  return date.getTime() >= FIRST_STORABLE_MOMENT && date.getTime() <= LAST_STORABLE_MOMENT;
}

/** What is wrong with a date: how it is written, a day the calendar lacks, or out of range. */
export type DateProblem = "format" | "calendar" | "range";

type Read<T> = { ok: true; value: T } | { ok: false; problem: DateProblem };

/** Whether text is written as a day (`2026-11-25`), whether or not the day exists. */
export function isDayText(value: string) {
  return DAY.test(value);
}

/** A day between FIRST_DAY and LAST_DAY, as written. */
export function readDay(value: string): Read<string> {
  if (!DAY.test(value)) return { ok: false, problem: "format" };
  // Date.parse rolls 2026-02-30 over into March: the day must come back unchanged.
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    return { ok: false, problem: "calendar" };
  if (value < FIRST_DAY || value > LAST_DAY) return { ok: false, problem: "range" };
  return { ok: true, value };
}

const isoMoment = z.string().datetime({ offset: true });

/** A moment with its offset (ISO 8601) on one of the days readDay accepts, in UTC. */
export function readMoment(value: string): Read<Date> {
  if (!isoMoment.safeParse(value).success) return { ok: false, problem: "format" };
  // The pattern lets offsets such as +99:99 through, which no clock has.
  const time = Date.parse(value);
  if (Number.isNaN(time)) return { ok: false, problem: "format" };
  if (time < FIRST_MOMENT || time >= END_MOMENT) return { ok: false, problem: "range" };
  return { ok: true, value: new Date(time) };
}

/** The day `days` after `day` (before it, for a negative number). */
export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from`: 0 for the same day. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * A day for a zod schema, with the message for each problem. Its pattern is the string's own
 * check, so the API's document shows how a day is written.
 */
export function daySchema(messages: Record<DateProblem, string>) {
  return z
    .string({ required_error: messages.format, invalid_type_error: messages.format })
    .regex(DAY, messages.format)
    .superRefine((value, context) => {
      const read = readDay(value);
      // A badly written day has its message from the pattern already.
      if (!read.ok && read.problem !== "format")
        context.addIssue({ code: "custom", message: messages[read.problem] });
    });
}

/**
 * When to publish, in an API body: a moment with its offset (ISO 8601) that Postgres and Date
 * both store; null or absent for none. `format` and `range` word the two refusals.
 */
export function publishMomentSchema(messages: { format: string; range: string }) {
  return z
    .string({ invalid_type_error: messages.format })
    .datetime({ offset: true, message: messages.format })
    .transform((value) => new Date(value))
    .superRefine((date, context) => {
      // The pattern lets offsets such as +99:99 through, which no clock has.
      if (Number.isNaN(date.getTime()))
        context.addIssue({ code: "custom", message: messages.format });
      else if (!isStorableMoment(date))
        context.addIssue({ code: "custom", message: messages.range });
    })
    .nullish();
}
