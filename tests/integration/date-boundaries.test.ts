/**
 * Dates from addresses never reach Postgres out of what it and JavaScript store: every place
 * that takes a day or a range (the Analytics screen, its CSV and its API; the audit log's
 * screen, CSV and API) refuses one it cannot use with a 400 and its reason, JSON from the API
 * and the downloads, the form with the reason on a screen. None is a 500, the years at both
 * ends of the range included, and the derived dates (the previous period, the day after).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInWithApi, signInWithForm } from "../support/admin";
import { request } from "../support/worker";

/** Days that name no day the product can hold, or are not days at all. */
const HOSTILE_DAYS = [
  "0000-01-01",
  "0001-01-01",
  "1969-12-31",
  "9999-01-01",
  "9999-12-31",
  "275760-09-13",
  "+275760-09-13",
  "-000001-01-01",
  "-1-01-01",
  "2026-02-30",
  "2026-13-01",
  "2026-01-01\u0007",
  "\u202e2026-01-01",
  "2026-01-01\u0000",
  "9".repeat(4_000),
];

const RANGE_MESSAGE =
  /^(Dates must be between 2000-01-01 and 9998-12-31\.|Dates are written YYYY-MM-DD\.|That date does not exist\.)$/;

let cookie = "";
let api: Record<string, string> = {};

beforeAll(async () => {
  const admin = await createAdmin({ role: "super_admin" });
  cookie = await signInWithForm(admin.email, admin.password);
  const { tokens } = await signInWithApi(admin.email, admin.password);
  api = { Authorization: `Bearer ${tokens.accessToken}` };
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const screen = (path: string) => request(path, { headers: { Cookie: cookie } });

async function expectJsonRefusal(response: Response, message: RegExp, what: string) {
  expect(response.status, what).toBe(400);
  const body = (await response.json()) as { message: string };
  expect(body.message, what).toMatch(message);
}

/** The screen again, its form holding the reason; the date inputs marked invalid. */
async function expectFormRefusal(response: Response, message: RegExp, what: string) {
  expect(response.status, what).toBe(400);
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const error = /<p id="(?:range|audit-filter)-error"[^>]*>([^<]*)<\/p>/.exec(html);
  expect(error?.[1], what).toMatch(message);
  expect(html, what).toContain('aria-invalid="true"');
  expect(html, what).toContain('<button type="submit"');
}

describe("the analytics range", () => {
  const ranges = [
    ...HOSTILE_DAYS.map((day) => ({ from: day, to: "2026-01-07" })),
    ...HOSTILE_DAYS.map((day) => ({ from: "2026-01-01", to: day })),
    { from: "0000-01-01", to: "0000-01-07" },
    { from: "0001-01-01", to: "0001-01-07" },
  ];

  it("is refused with its reason by the API, never a 500", async () => {
    for (const range of ranges) {
      const path = `/api/v1/admin/analytics?${query(range)}`;
      await expectJsonRefusal(await request(path, { headers: api }), RANGE_MESSAGE, path);
    }
  });

  it("is refused with its reason by the CSV download", async () => {
    for (const range of ranges) {
      const path = `/admin/analytics.csv?${query({ table: "daily", ...range })}`;
      await expectJsonRefusal(await screen(path), RANGE_MESSAGE, path);
    }
  });

  it("comes back in the screen's form with its reason, for the page and its data", async () => {
    for (const range of ranges) {
      const path = `/admin/analytics?${query(range)}`;
      await expectFormRefusal(await screen(path), RANGE_MESSAGE, path);
      const data = await screen(`/admin/analytics.data?${query(range)}`);
      expect(data.status, `${path} (.data)`).toBe(400);
      await data.body?.cancel();
    }
    const response = await screen(
      `/admin/analytics?${query({ from: "0001-01-01", to: "0001-01-07" })}`,
    );
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Dates must be between 2000-01-01 and 9998-12-31.");
    expect(html).toContain('value="0001-01-01"');
  });

  it("is read from one end alone: from through today, to as the end of 30 days", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const rangeOf = async (params: Record<string, string>) => {
      const response = await request(`/api/v1/admin/analytics?${query(params)}`, {
        headers: api,
      });
      expect(response.status, query(params)).toBe(200);
      return ((await response.json()) as { range: { from: string; to: string } }).range;
    };
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await rangeOf({ from: weekAgo })).toEqual({ from: weekAgo, to: today });
    expect(await rangeOf({ to: "2026-06-30" })).toEqual({ from: "2026-06-01", to: "2026-06-30" });
    expect(await rangeOf({ from: weekAgo, to: "" })).toEqual({ from: weekAgo, to: today });
  });

  it("is shown at both ends of the years it may cover, previous period included", async () => {
    for (const range of [
      { from: "2000-01-01", to: "2000-12-31" },
      { from: "9998-01-01", to: "9998-12-31" },
    ]) {
      const page = await screen(`/admin/analytics?${query(range)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Conversion rate");
      const report = await request(`/api/v1/admin/analytics?${query(range)}`, { headers: api });
      expect(report.status).toBe(200);
      expect(((await report.json()) as { daily: unknown[] }).daily.length).toBeGreaterThan(300);
      const csv = await screen(`/admin/analytics.csv?${query({ table: "daily", ...range })}`);
      expect(csv.status).toBe(200);
      await csv.body?.cancel();
    }
  });
});

describe("the audit log's days", () => {
  const AUDIT_MESSAGE =
    /^((from|to) must be (between 2000-01-01 and 9998-12-31|a date \(YYYY-MM-DD\) or an ISO 8601 date and time)|from must not be after to)$/;
  const NUL_MESSAGE = /NUL character/;
  const filters: Record<string, string>[] = [
    ...HOSTILE_DAYS.flatMap((day): Record<string, string>[] => [{ from: day }, { to: day }]),
    { to: "9999-12-31" },
    { from: "0000-01-01T00:00:00Z" },
    { to: "9999-12-31T23:59:59Z" },
    { from: "9998-12-31T23:00:00-14:00" },
    { from: "2026-01-01T00:00:00+99:99" },
    { to: "+275760-09-13T00:00:00Z" },
    { from: "2026-01-02", to: "2026-01-01" },
    { from: "2026-01-02T00:00:00Z", to: "2026-01-01T23:59:59+00:00" },
  ];
  const messageFor = (filter: Record<string, string>) =>
    Object.values(filter).some((value) => value.includes("\u0000")) ? NUL_MESSAGE : AUDIT_MESSAGE;

  it("are refused with their reason by the API, never a 500", async () => {
    for (const filter of filters) {
      const path = `/api/v1/admin/audit-log?${query(filter)}`;
      await expectJsonRefusal(await request(path, { headers: api }), messageFor(filter), path);
    }
  });

  it("are refused with their reason by the CSV export", async () => {
    for (const filter of filters) {
      const path = `/admin/audit.csv?${query(filter)}`;
      await expectJsonRefusal(await screen(path), messageFor(filter), path);
    }
  });

  it("come back in the screen's form with their reason, for the page and its data", async () => {
    for (const filter of filters) {
      const path = `/admin/audit?${query(filter)}`;
      await expectFormRefusal(await screen(path), messageFor(filter), path);
      const data = await screen(`/admin/audit.data?${query(filter)}`);
      expect(data.status, `${path} (.data)`).toBe(400);
      await data.body?.cancel();
    }
  });

  it("are taken at both ends of the years they may cover", async () => {
    for (const filter of [
      { from: "2000-01-01", to: "9998-12-31" },
      { from: "2000-01-01T00:00:00Z", to: "9998-12-31T23:59:59.999Z" },
    ]) {
      const page = await screen(`/admin/audit?${query(filter)}`);
      expect(page.status).toBe(200);
      await page.body?.cancel();
      const list = await request(`/api/v1/admin/audit-log?${query(filter)}`, { headers: api });
      expect(list.status).toBe(200);
      await list.body?.cancel();
      const csv = await screen(`/admin/audit.csv?${query(filter)}`);
      expect(csv.status).toBe(200);
      await csv.body?.cancel();
    }
  });
});
