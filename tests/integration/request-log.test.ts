/** Each request leaves one JSON log line an operator can search by request id, without personal data. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEAD_DATABASE, request, requestWithEnv } from "../support/worker";

afterEach(() => vi.restoreAllMocks());

function jsonLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map(([line]) => {
      try {
        return JSON.parse(String(line)) as Record<string, unknown>;
      } catch {
        return null;
      }
    })
    .filter((entry) => entry !== null);
}

describe("the request log", () => {
  it("writes one JSON line per request with its id, method, path, status and duration", async () => {
    const log = vi.spyOn(console, "log");
    const response = await request("/blog?search=jane.doe%40example.com");
    await response.text();
    const requestId = response.headers.get("x-request-id");

    const lines = jsonLines(log).filter((entry) => entry.requestId === requestId);
    expect(lines).toEqual([
      {
        level: "info",
        requestId,
        method: "GET",
        path: "/blog",
        status: 200,
        durationMs: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain("jane.doe");
  });

  it("marks a failure as an error line", async () => {
    const log = vi.spyOn(console, "log");
    const response = await requestWithEnv(DEAD_DATABASE, "/api/v1/health");
    await response.text();
    expect(response.status).toBe(503);
    const lines = jsonLines(log).filter(
      (entry) => entry.requestId === response.headers.get("x-request-id"),
    );
    expect(lines).toEqual([expect.objectContaining({ level: "error", status: 503 })]);
  });
});
