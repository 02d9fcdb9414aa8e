/** "23 November 2026": the long date the legal pages show, fixed to UTC so server and browser agree. */
export function formatLongDate(date: Date) {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
