import { describe, expect, it } from "vitest";
import { analyticsRangeFrom, previousPeriod } from "./analytics-range";
import { auditPeriod, auditQueryFrom } from "./audit-log";
import {
  addDays,
  FIRST_DAY,
  isStorableMoment,
  LAST_DAY,
  readDay,
  readMoment,
  type DateProblem,
} from "./date-input";

/** Days a client may send that no screen can use. */
const OUT_OF_RANGE_DAYS = [
  "0000-01-01",
  "0001-01-01",
  "0099-12-31",
  "1969-12-31",
  "1999-12-31",
  "9999-01-01",
  "9999-12-31",
];
const MALFORMED_DAYS = [
  "",
  "-0001-01-01",
  "-000001-01-01",
  "+275760-09-13",
  "275760-09-13",
  "+010000-01-01",
  "2026-1-1",
  "2026/01/01",
  "20260101",
  " 2026-01-01x",
  "2026-01-01\u0000",
  "2026-01-01\n",
  "\u202e2026-01-01",
  "２０２６-01-01",
  "x".repeat(100_000),
  "2026-01-01".repeat(10_000),
];

describe("readDay", () => {
  it.each([FIRST_DAY, "2026-02-28", "2028-02-29", LAST_DAY])("accepts %s", (day) => {
    expect(readDay(day)).toEqual({ ok: true, value: day });
  });

  it.each<[string, DateProblem]>([
    ...OUT_OF_RANGE_DAYS.map((day): [string, DateProblem] => [day, "range"]),
    ["2026-02-30", "calendar"],
    ["2026-02-29", "calendar"],
    ["2026-13-01", "calendar"],
    ["2026-00-10", "calendar"],
    ["2026-04-31", "calendar"],
    ...MALFORMED_DAYS.map((day): [string, DateProblem] => [day, "format"]),
  ])("refuses %j (%s)", (day, problem) => {
    expect(readDay(day)).toEqual({ ok: false, problem });
  });
});

describe("readMoment", () => {
  it.each([
    ["2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000Z"],
    ["2026-01-01T09:30+02:00", "2026-01-01T07:30:00.000Z"],
    ["2000-01-01T00:00:00Z", "2000-01-01T00:00:00.000Z"],
    ["9998-12-31T23:59:59.999Z", "9998-12-31T23:59:59.999Z"],
  ])("reads %s", (value, utc) => {
    const read = readMoment(value);
    expect(read.ok && read.value.toISOString()).toBe(utc);
  });

  it.each<[string, DateProblem]>([
    ["0000-01-01T00:00:00Z", "range"],
    ["0001-01-01T00:00:00Z", "range"],
    ["1999-12-31T23:59:59Z", "range"],
    ["2000-01-01T01:00:00+02:00", "range"],
    ["9999-01-01T00:00:00Z", "range"],
    ["9998-12-31T23:00:00-14:00", "range"],
    ["9999-12-31T23:59:59Z", "range"],
    ["+275760-09-13T00:00:00Z", "format"],
    ["-000001-01-01T00:00:00Z", "format"],
    ["2026-02-30T00:00:00Z", "format"],
    ["2026-01-01T24:00:00Z", "format"],
    ["2026-01-01T00:00:00+99:99", "format"],
    ["2026-01-01T00:00:00", "format"],
    ["2026-01-01", "format"],
    ["2026-01-01T00:00:00Z\u0000", "format"],
    ["2026-01-01T00:00:00Z".repeat(5_000), "format"],
  ])("refuses %j (%s)", (value, problem) => {
    expect(readMoment(value)).toEqual({ ok: false, problem });
  });
});

describe("dates derived from accepted ones", () => {
  const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

  it("stay storable: the previous period of the first range, the day after the last", () => {
    const first = { from: FIRST_DAY, to: addDays(FIRST_DAY, 365) };
    const previous = previousPeriod(first);
    expect(previous).toEqual({ from: "1998-12-31", to: "1999-12-31" });
    expect(isStorableMoment(startOf(previous.from))).toBe(true);
    const last = { from: addDays(LAST_DAY, -365), to: LAST_DAY };
    expect(isStorableMoment(startOf(addDays(last.to, 1)))).toBe(true);
  });

  it("stay storable in the farthest time zones", () => {
    for (const timeZone of ["Pacific/Kiritimati", "Etc/GMT+12", "UTC"]) {
      const { since, before } = auditPeriod({ from: FIRST_DAY, to: LAST_DAY }, timeZone);
      expect(isStorableMoment(since!)).toBe(true);
      expect(isStorableMoment(before!)).toBe(true);
    }
    const moments = auditPeriod(
      { from: "2000-01-01T00:00:00Z", to: "9998-12-31T23:59:59.999Z" },
      "UTC",
    );
    expect(isStorableMoment(moments.since!)).toBe(true);
    expect(isStorableMoment(moments.before!)).toBe(true);
  });
});

describe("the analytics range", () => {
  const today = "2026-11-25";
  const rangeOf = (from: string, to: string) =>
    analyticsRangeFrom(new URLSearchParams({ from, to }), today);

  it.each(OUT_OF_RANGE_DAYS)("refuses %s with the days a range may hold", (day) => {
    expect(rangeOf(day, day)).toEqual({
      ok: false,
      message: "Dates must be between 2000-01-01 and 9998-12-31.",
    });
  });

  // A blank end is one not given (below).
  it.each(MALFORMED_DAYS.filter(Boolean))("refuses %j as written wrong", (day) => {
    expect(rangeOf(day, "2026-01-01")).toEqual({
      ok: false,
      message: "Dates are written YYYY-MM-DD.",
    });
  });

  it("refuses a day the calendar lacks", () => {
    expect(rangeOf("2026-02-30", "2026-03-01")).toEqual({
      ok: false,
      message: "That date does not exist.",
    });
  });

  it("reads one end alone: from through today, to as the end of the days asked for", () => {
    const only = (params: Record<string, string>) =>
      analyticsRangeFrom(new URLSearchParams(params), today);
    expect(only({ from: "2026-11-01" })).toEqual({
      ok: true,
      range: { from: "2026-11-01", to: today },
      days: null,
    });
    expect(only({ from: "2026-11-01", to: "" })).toEqual(only({ from: "2026-11-01" }));
    expect(only({ to: "2026-06-30" })).toEqual({
      ok: true,
      range: { from: "2026-06-01", to: "2026-06-30" },
      days: null,
    });
    expect(only({ to: "2026-06-30", days: "7" })).toMatchObject({
      range: { from: "2026-06-24", to: "2026-06-30" },
    });
    expect(only({ from: "", to: "" })).toEqual(only({}));
    expect(only({ from: "2026-12-01" })).toEqual({
      ok: false,
      message: "The start date must not be after the end date.",
    });
    expect(only({ to: "0000-01-01" })).toEqual({
      ok: false,
      message: "Dates must be between 2000-01-01 and 9998-12-31.",
    });
    expect(only({ from: "2024-01-01" })).toEqual({
      ok: false,
      message: "A range covers at most 366 days.",
    });
  });

  it("takes the widest ranges at both ends, and compares with the period before", () => {
    const first = rangeOf(FIRST_DAY, "2000-12-31");
    expect(first).toEqual({
      ok: true,
      range: { from: FIRST_DAY, to: "2000-12-31" },
      days: null,
    });
    expect(rangeOf("9998-01-01", LAST_DAY).ok).toBe(true);
    expect(previousPeriod({ from: "2026-01-08", to: "2026-01-14" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-07",
    });
  });
});

describe("the audit log's days", () => {
  const query = (params: Record<string, string>) => auditQueryFrom(new URLSearchParams(params));
  const message = (params: Record<string, string>) => {
    const parsed = query(params);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it.each(OUT_OF_RANGE_DAYS)("refuses %s at either end", (day) => {
    expect(message({ from: day })).toBe("from must be between 2000-01-01 and 9998-12-31");
    expect(message({ to: day })).toBe("to must be between 2000-01-01 and 9998-12-31");
  });

  it.each(["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "1970-01-01T00:00:00Z"])(
    "refuses the moment %s",
    (moment) => {
      expect(message({ to: moment })).toBe("to must be between 2000-01-01 and 9998-12-31");
    },
  );

  it.each([
    // The filter trims what it is sent, and refuses a NUL character with a message of its own.
    ...MALFORMED_DAYS.filter(
      (day) => !readDay(day.trim()).ok && day.trim() !== "" && !day.includes("\u0000"),
    ),
    "2026-02-30",
    "2026-01-01T00:00:00+99:99",
  ])("refuses %j as written wrong", (value) => {
    expect(message({ from: value })).toBe(
      "from must be a date (YYYY-MM-DD) or an ISO 8601 date and time",
    );
  });

  it("takes days and moments within the range", () => {
    expect(query({ from: FIRST_DAY, to: LAST_DAY }).success).toBe(true);
    expect(query({ from: "2026-01-01T00:00:00+14:00" }).success).toBe(true);
  });

  it("refuses a period that runs backwards, and takes one of a single day or moment", () => {
    expect(message({ from: "2026-01-02", to: "2026-01-01" })).toBe("from must not be after to");
    expect(message({ from: "2026-01-02", to: "2026-01-01T23:00:00Z" })).toBe(
      "from must not be after to",
    );
    expect(query({ from: "2026-01-01", to: "2026-01-01" }).success).toBe(true);
    expect(query({ from: "2026-01-01T10:00:00Z", to: "2026-01-01T10:00:00Z" }).success).toBe(true);
    expect(query({ from: "2026-02-30", to: "2026-01-01" }).error?.issues).toHaveLength(1);
  });
});
