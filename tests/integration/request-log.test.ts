/** Each request leaves one JSON log line an operator can search by request id, without personal data. */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CSRF_FAILURE_MESSAGE } from "~/services/auth/api-guard.server";
import { createAdmin, form, signInWithForm } from "../support/admin";
import type { StandinRequest } from "../support/contact-standins";
import { DEAD_DATABASE, request, requestWithEnv } from "../support/worker";

const standin = (env as unknown as Record<string, string>).CONTACT_STANDIN_URL!;
/** The local stand-in tracker as an error-report DSN (project 7, key "public-key"). */
const dsn = `${standin.replace("//", "//public-key@")}/7`;

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
  it("writes one JSON line per request with its time, id, method, path, route, status, duration and database time", async () => {
    const log = vi.spyOn(console, "log");
    // A search of its own, so the page is rendered (a miss), not served from the page cache.
    const response = await request(`/blog?search=jane.doe%40example.com+${crypto.randomUUID()}`);
    await response.text();
    const requestId = response.headers.get("x-request-id");

    const lines = jsonLines(log).filter((entry) => entry.requestId === requestId);
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        level: "info",
        requestId,
        method: "GET",
        path: "/blog",
        route: "routes/blog._index",
        status: 200,
        durationMs: expect.any(Number),
        dbMs: expect.any(Number),
        cache: "MISS",
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

  it("leaves out the database time when the request did not use the database", async () => {
    const log = vi.spyOn(console, "log");
    const response = await request("/robots.txt");
    await response.text();
    const [line] = jsonLines(log).filter(
      (entry) => entry.requestId === response.headers.get("x-request-id"),
    );
    expect(line).toMatchObject({ route: "routes/robots[.]txt", status: 200 });
    expect(line).not.toHaveProperty("dbMs");
  });
});

describe("error reports", () => {
  async function envelopesFor(requestId: string | null) {
    const log = (await (await fetch(`${standin}/log`)).json()) as StandinRequest[];
    return log
      .filter((entry) => entry.path === "/api/7/envelope/")
      .map((entry) => ({ ...entry, lines: entry.body.split("\n").map((line) => JSON.parse(line)) }))
      .filter((entry) => entry.lines[2]?.tags?.request_id === requestId);
  }

  it("sends an unexpected failure to the tracker, with no personal data", async () => {
    const response = await requestWithEnv(
      { ERROR_REPORT_DSN: dsn, SESSION_SECRET: "too-short" },
      "/api/v1/blog/posts?search=jane.doe%40example.com",
      { headers: { Cookie: "__session=secret-cookie", "CF-Connecting-IP": "198.51.100.23" } },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Server misconfigured" });

    const [report, ...others] = await envelopesFor(response.headers.get("x-request-id"));
    expect(others).toEqual([]);
    expect(report!.headers["x-sentry-auth"]).toContain("sentry_key=public-key");
    const event = report!.lines[2];
    expect(event).toMatchObject({
      level: "error",
      environment: "development",
      transaction: "routes/api.v1.blog.posts",
      request: { method: "GET", url: "/api/v1/blog/posts" },
    });
    expect(event.exception.values[0].value).toContain("SESSION_SECRET");
    expect(report!.body).not.toMatch(/jane\.doe|secret-cookie|198\.51\.100\.23|too-short/);
  });

  it("sends nothing when no tracker is configured or the request succeeded", async () => {
    const quiet = await requestWithEnv({ SESSION_SECRET: "too-short" }, "/api/v1/health");
    expect(quiet.status).toBe(500);
    const fine = await requestWithEnv({ ERROR_REPORT_DSN: dsn }, "/api/v1/health");
    expect(fine.status).toBe(200);
    expect(await envelopesFor(quiet.headers.get("x-request-id"))).toEqual([]);
    expect(await envelopesFor(fine.headers.get("x-request-id"))).toEqual([]);
  });

  it("neither reports nor logs as an error a refusal the app answers on purpose", async () => {
    const admin = await createAdmin({ role: "admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const errors = vi.spyOn(console, "error");
    const refusals = [
      // A form without its CSRF token: 403 thrown by the guard.
      requestWithEnv({ ERROR_REPORT_DSN: dsn }, "/admin/blog/preview", {
        method: "POST",
        headers: { Cookie: cookie },
        body: form({ title: "Title", content: "Body" }),
      }),
      // The same refusal to a page's action.
      requestWithEnv({ ERROR_REPORT_DSN: dsn }, "/admin/blog/new", {
        method: "POST",
        headers: { Cookie: cookie },
        body: form({ title: "Title" }),
      }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(CSRF_FAILURE_MESSAGE);
      const requestId = response.headers.get("x-request-id");
      expect(await envelopesFor(requestId)).toEqual([]);
      expect(jsonLines(errors).filter((entry) => entry.requestId === requestId)).toEqual([]);
    }
  });

  it("does not report a hand-made legacy data request (?_data) as an error", async () => {
    const errors = vi.spyOn(console, "error");
    const response = await requestWithEnv({ ERROR_REPORT_DSN: dsn }, "/blog?_data=root");
    await response.text();
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    expect(await envelopesFor(requestId)).toEqual([]);
    expect(jsonLines(errors).filter((entry) => entry.requestId === requestId)).toEqual([]);
  });
});
