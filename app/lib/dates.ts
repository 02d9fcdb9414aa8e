/**
 * Every date the site shows, formatted in UTC so the server's HTML and the browser's hydration
 * agree (a Worker runs in UTC; a visitor's browser rarely does).
 */
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const time = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

type DateInput = Date | string | number;

/** "23 November 2026": the long date the legal pages show. */
export function formatLongDate(date: DateInput) {
  return longDate.format(new Date(date));
}

/** "Nov 23, 2026": posts and tables. */
export function formatShortDate(date: DateInput) {
  return shortDate.format(new Date(date));
}

/** "Nov 23, 2026 14:05" (UTC): sessions and enquiries. */
export function formatDateTime(date: DateInput) {
  return `${formatShortDate(date)} ${time.format(new Date(date))}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds since the current day began in UTC, the time zone every shown date is in. */
export function secondsIntoUtcDay(now = Date.now()) {
  return (now % DAY_MS) / 1000;
}
