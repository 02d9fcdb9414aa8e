/**
 * The Analytics screen's range, from its address: the last 7, 30 or 90 days (`days`), or a
 * custom `from`–`to` (YYYY-MM-DD, at most 366 days, `from` not after `to`, days that
 * date-input.ts accepts), either end alone too.
 */
import { z } from "zod";
import { addDays, daySchema, daysBetween, FIRST_DAY, LAST_DAY } from "./date-input";

export const RANGE_PRESETS = [7, 30, 90] as const;
const MAX_RANGE_DAYS = 366;

export const isoDay = daySchema({
  format: "Dates are written YYYY-MM-DD.",
  calendar: "That date does not exist.",
  range: `Dates must be between ${FIRST_DAY} and ${LAST_DAY}.`,
});

export interface AnalyticsRange {
  from: string;
  to: string;
}

const customRange = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, {
    message: "The start date must not be after the end date.",
  })
  .refine(({ from, to }) => daysBetween(from, to) < MAX_RANGE_DAYS, {
    message: `A range covers at most ${MAX_RANGE_DAYS} days.`,
  });

/** The period as long as `range` that ends the day before it: what the screen compares with. */
export function previousPeriod({ from, to }: AnalyticsRange): AnalyticsRange {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/**
 * The range asked for, or the message of why it cannot be. One end alone is enough: `from`
 * runs through today, and `to` ends as many days as `days` asks for (30 by default), as does
 * today when neither is given. A blank end counts as not given.
 */
export function analyticsRangeFrom(
  params: URLSearchParams,
  today: string,
): { ok: true; range: AnalyticsRange; days: number | null } | { ok: false; message: string } {
  const from = params.get("from") || undefined;
  const to = params.get("to") || undefined;
  const days = Number(params.get("days") ?? 30);
  const preset = RANGE_PRESETS.find((each) => each === days) ?? 30;
  if (from === undefined) {
    const end = isoDay.safeParse(to ?? today);
    if (!end.success) return { ok: false, message: end.error.issues[0]!.message };
    const range = { from: addDays(end.data, 1 - preset), to: end.data };
    return { ok: true, range, days: to === undefined ? preset : null };
  }
  const parsed = customRange.safeParse({ from, to: to ?? today });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  return { ok: true, range: parsed.data, days: null };
}
