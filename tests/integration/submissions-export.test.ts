/**
 * The enquiries export streams: it is read from Postgres in batches while the download runs,
 * so a large inbox neither fills the Worker's memory nor waits for the whole file before the
 * first byte. Every enquiry of the filter is in it exactly once, newest first, even when many
 * share a timestamp.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "~db/schema";
import { createAdmin, signInWithForm } from "../support/admin";
import { request, withDb } from "../support/worker";

/** More than two of the export's batches. */
const ENQUIRIES = 2_345;
const tag = `export${crypto.randomUUID().slice(0, 8)}`;
let ids: number[] = [];
let cookie = "";

beforeAll(async () => {
  // Groups of enquiries stored in the same instant, as a burst of sign-ups would be.
  const base = Date.now() - 3_600_000;
  const rows = Array.from({ length: ENQUIRIES }, (_, n) => ({
    firstName: "Bulk",
    lastName: `${tag}${n}`,
    email: `bulk${n}.${tag}@example.com`,
    message: `Enquiry number ${n}`,
    createdAt: new Date(base + Math.floor(n / 7) * 1_000),
  }));
  ids = await withDb(async (db) => {
    const stored: number[] = [];
    for (let first = 0; first < rows.length; first += 500) {
      const batch = await db
        .insert(contactSubmissions)
        .values(rows.slice(first, first + 500))
        .returning({ id: contactSubmissions.id });
      stored.push(...batch.map((row) => row.id));
    }
    return stored;
  });
  const admin = await createAdmin();
  cookie = await signInWithForm(admin.email, admin.password);
});

afterAll(() =>
  withDb((db) => db.delete(contactSubmissions).where(inArray(contactSubmissions.id, ids))),
);

describe("the enquiries export", () => {
  it("holds every enquiry of the filter once, newest first, across batches", async () => {
    const response = await request(`/admin/submissions.csv?search=${tag}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...lines] = (await response.text()).trimEnd().split("\r\n");
    expect(header).toMatch(/^Date,First name,Last name,/);
    expect(lines).toHaveLength(ENQUIRIES);
    const numbers = lines.map((line) => Number(/Enquiry number (\d+)/.exec(line)![1]));
    expect(new Set(numbers).size).toBe(ENQUIRIES);
    const dates = lines.map((line) => line.slice(0, line.indexOf(",")));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("is an empty file with its header when nothing matches", async () => {
    const response = await request(`/admin/submissions.csv?search=${tag}-nobody`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^Date,First name,[^\n]*\r\n$/);
  });
});
