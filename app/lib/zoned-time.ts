/**
 * Wall-clock times in a named time zone (an admin's "publish at 09:00"), to and from the UTC
 * moment stored. Intl knows every zone's offsets (daylight saving included); what it lacks is
 * the reverse step, from a wall time to a moment, which is the small search below: guess with
 * the offset at the wall time read as UTC, then correct once with the offset at the guess
 * (two offsets are all a daylight-saving change can put in play).
 */

/** The zone times are shown in when the browser's zone is unknown (no JavaScript yet). */
export const DEFAULT_TIME_ZONE = "UTC";

/** `YYYY-MM-DDTHH:mm`, what `<input type="datetime-local">` sends (seconds optional). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The zones an admin may read a time in: UTC first, then the runtime's IANA names, always
 * including `current`. Made on the server, so the browser hydrates the same list.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add(current);
  zones.delete(DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...[...zones].sort()];
}

export function isTimeZone(value: string) {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function wallClockParts(moment: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at this moment, in milliseconds. */
function offsetAt(moment: number, timeZone: string) {
  const wall = wallClockParts(moment, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a wall time in a zone names, or null for text that is not a real calendar time
 * (Feb 30, 25:00) or a zone Intl does not know. A time skipped by a daylight-saving change
 * moves forward by the change, as clocks do.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (
    year! < 1970 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour
  )
    return null;
  const guess = wall - offsetAt(wall, timeZone);
  const corrected = wall - offsetAt(guess, timeZone);
  const named = [guess, corrected].filter((moment) => moment + offsetAt(moment, timeZone) === wall);
  // A wall time that happens twice (autumn) is its first occurrence; one that never happens
  // (spring) is read with the offset from before the change, i.e. moved forward.
  return new Date(named.length ? Math.min(...named) : Math.max(guess, corrected));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The value a datetime-local input shows for a moment in a zone: `YYYY-MM-DDTHH:mm`. */
export function utcToZonedInput(moment: Date | string, timeZone: string) {
  const wall = wallClockParts(new Date(moment).getTime(), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "Nov 30, 2026, 09:00 (Europe/Berlin)": a moment as an admin in that zone reads it. */
export function formatZonedDateTime(moment: Date | string, timeZone: string) {
  const text = new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(moment));
  return `${text} (${timeZone})`;
}
