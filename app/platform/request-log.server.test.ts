import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logEvent, logRequest } from "./request-log.server";

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function linesWritten(write: () => void) {
  const lines: string[] = [];
  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((line: string) => void lines.push(line));
  }
  write();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("log lines", () => {
  it("each carry the time they were written, in ISO 8601 UTC, first", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T06:30:00.250Z") });
    const lines = linesWritten(() => {
      logRequest({ requestId: "r1", method: "GET", path: "/", status: 200, durationMs: 3 });
      logEvent("warn", "something worth knowing");
      logError("r2", new Error("boom"));
    });
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.time).toBe("2026-11-28T06:30:00.250Z");
      expect(Object.keys(line)[0]).toBe("time");
    }
  });

  it("stamp a real clock reading", () => {
    const [line] = linesWritten(() => logEvent("info", "now"));
    expect(line?.time).toMatch(ISO_UTC);
    expect(Math.abs(Date.parse(String(line?.time)) - Date.now())).toBeLessThan(60_000);
  });
});
