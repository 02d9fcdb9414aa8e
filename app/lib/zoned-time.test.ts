import { describe, expect, it } from "vitest";
import {
  formatZonedDateTime,
  isTimeZone,
  timeZoneChoices,
  utcToZonedInput,
  zonedTimeToUtc,
} from "./zoned-time";

describe("wall times in a time zone", () => {
  it.each([
    ["2030-07-01T09:00", "Europe/Berlin", "2030-07-01T07:00:00.000Z"],
    ["2030-01-15T09:00", "Europe/Berlin", "2030-01-15T08:00:00.000Z"],
    ["2030-03-10T01:30", "America/New_York", "2030-03-10T06:30:00.000Z"],
    ["2030-12-31T23:59", "Pacific/Kiritimati", "2030-12-31T09:59:00.000Z"],
    ["2030-06-01T12:00", "Asia/Kolkata", "2030-06-01T06:30:00.000Z"],
    ["2030-06-01T12:00:30", "UTC", "2030-06-01T12:00:30.000Z"],
  ])("reads %s in %s as %s", (local, zone, utc) => {
    expect(zonedTimeToUtc(local, zone)?.toISOString()).toBe(utc);
  });

  it("moves a time skipped by the spring change forward, as clocks do", () => {
    // 02:30 does not exist in New York on 10 March 2030; it reads as 03:30 EDT.
    expect(zonedTimeToUtc("2030-03-10T02:30", "America/New_York")?.toISOString()).toBe(
      "2030-03-10T07:30:00.000Z",
    );
  });

  it("reads a time that happens twice in autumn as its first occurrence", () => {
    // 01:30 happens twice in New York on 3 November 2030: first in EDT (05:30Z), then EST.
    expect(zonedTimeToUtc("2030-11-03T01:30", "America/New_York")?.toISOString()).toBe(
      "2030-11-03T05:30:00.000Z",
    );
  });

  it.each([
    ["2030-02-30T09:00", "UTC"],
    ["2030-13-01T09:00", "UTC"],
    ["2030-01-01T24:00", "UTC"],
    ["2030-01-01 09:00", "UTC"],
    ["1969-12-31T23:00", "UTC"],
    ["2030-01-01T09:00", "Mars/Olympus"],
    ["", "UTC"],
  ])("refuses %s in %s", (local, zone) => {
    expect(zonedTimeToUtc(local, zone)).toBeNull();
  });

  it("shows a moment back as the wall time it was typed as", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"]) {
      const moment = zonedTimeToUtc("2030-10-27T09:15", zone)!;
      expect(utcToZonedInput(moment, zone)).toBe("2030-10-27T09:15");
    }
    expect(formatZonedDateTime("2030-07-01T07:00:00Z", "Europe/Berlin")).toBe(
      "Jul 1, 2030, 09:00 (Europe/Berlin)",
    );
  });

  it("knows real zones only", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Not/AZone")).toBe(false);
    expect(isTimeZone("x".repeat(100))).toBe(false);
  });
});

describe("the zones an admin may pick", () => {
  it("lists UTC first, then the IANA zones once each, each one readable", () => {
    const zones = timeZoneChoices("Europe/Berlin");
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Asia/Tokyo");
    expect(zones).toContain("America/New_York");
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isTimeZone)).toBe(true);
  });

  it("keeps the admin's own zone even when the runtime lists it under another name", () => {
    expect(timeZoneChoices("Asia/Calcutta")).toContain("Asia/Calcutta");
  });
});
