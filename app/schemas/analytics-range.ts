/**
 * The Analytics screen's range, from its address: the last 7, 30 or 90 days (`days`), or a
 * custom `from`–`to` (YYYY-MM-DD, at most 366 days, `from` not after `to`).
 */
import { z } from "zod";

export const RANGE_PRESETS = [7, 30, 90] as const;
const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "Dates are written YYYY-MM-DD.")
  // Date.parse rolls 2026-02-30 over into March: the day must come back unchanged.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, "That date does not exist.");

export interface AnalyticsRange {
  from: string;
  to: string;
}

const customRange = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, {
    message: "The start date must not be after the end date.",
  })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_RANGE_DAYS, {
    message: `A range covers at most ${MAX_RANGE_DAYS} days.`,
  });

export function daysBefore(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The range asked for, or the message of why it cannot be; the last 30 days when none is asked. */
export function analyticsRangeFrom(
  params: URLSearchParams,
  today: string,
): { ok: true; range: AnalyticsRange; days: number | null } | { ok: false; message: string } {
  if (params.has("from") || params.has("to")) {
    const parsed = customRange.safeParse({ from: params.get("from"), to: params.get("to") });
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
    return { ok: true, range: parsed.data, days: null };
  }
  const days = Number(params.get("days") ?? 30);
  const preset = RANGE_PRESETS.find((each) => each === days) ?? 30;
  return { ok: true, range: { from: daysBefore(today, preset - 1), to: today }, days: preset };
}
