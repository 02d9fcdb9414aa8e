import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatShortDate, secondsIntoUtcDay } from "./dates";

// 23:30 UTC is already the next day east of Greenwich: the output must not depend on the zone.
const lateEvening = new Date("2026-11-23T23:30:05Z");

describe("dates", () => {
  it("formats in UTC whatever the machine's time zone", () => {
    expect(formatLongDate(lateEvening)).toBe("23 November 2026");
    expect(formatShortDate(lateEvening)).toBe("Nov 23, 2026");
    expect(formatDateTime(lateEvening)).toBe("Nov 23, 2026 23:30");
  });

  it("takes ISO strings as loaders send them", () => {
    expect(formatShortDate("2026-01-05T00:00:00.000Z")).toBe("Jan 5, 2026");
    expect(formatDateTime("2026-01-05T09:07:00.000Z")).toBe("Jan 5, 2026 09:07");
  });

  it("counts the seconds into the day in UTC, from zero at midnight", () => {
    expect(secondsIntoUtcDay(lateEvening.getTime())).toBe(23 * 3600 + 30 * 60 + 5);
    expect(secondsIntoUtcDay(Date.parse("2026-11-24T00:00:00Z"))).toBe(0);
    expect(secondsIntoUtcDay(Date.parse("2026-11-24T00:00:00.500Z"))).toBe(0.5);
  });
});
