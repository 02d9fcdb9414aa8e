/**
 * Every CSV download of the admin (enquiries, analytics tables, audit log) keeps a cell that
 * holds a separator in one cell, whichever separator the spreadsheet splits on: a campaign
 * `c;=1+1;` must not open as a `=1+1` cell in German or French Excel, whose list separator is
 * the semicolon. Such a cell is quoted; nothing outside quotes is a semicolon or a tab.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, contactSubmissions, securityAuditLog } from "~db/schema";
import { createAdmin, signInWithForm } from "../support/admin";
import { request, withDb } from "../support/worker";

const tag = crypto.randomUUID().slice(0, 8);
const HOSTILE = "c;=1+1;";
const WITH_TAB = "left\tright";
// A day of its own, years back, that no other test's rollups fill.
const day = new Date(Date.UTC(2019, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000)
  .toISOString()
  .slice(0, 10);
const auditAction = `csv_test.${tag}`;
let cookie = "";
let enquiryId = 0;

beforeAll(async () => {
  await withDb(async (db) => {
    await db.insert(analyticsDaily).values({
      day,
      metric: "campaign",
      dimension: JSON.stringify([HOSTILE, `news-${tag}`, WITH_TAB]),
      events: 4,
      visitors: 3,
    });
    const [enquiry] = await db
      .insert(contactSubmissions)
      .values({
        firstName: "Semi",
        lastName: tag,
        email: `semi@${tag}.example`,
        company: HOSTILE,
        message: `We wrote ${WITH_TAB}; then left.`,
      })
      .returning({ id: contactSubmissions.id });
    enquiryId = enquiry!.id;
    await db
      .insert(securityAuditLog)
      .values({ action: auditAction, resource: HOSTILE, userAgent: WITH_TAB });
  });
  const admin = await createAdmin({ role: "super_admin" });
  cookie = await signInWithForm(admin.email, admin.password);
});

afterAll(() =>
  withDb(async (db) => {
    await db.delete(analyticsDaily).where(inArray(analyticsDaily.day, [day]));
    await db.delete(contactSubmissions).where(eq(contactSubmissions.id, enquiryId));
    await db.delete(securityAuditLog).where(eq(securityAuditLog.action, auditAction));
  }),
);

async function linesOf(path: string) {
  const response = await request(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return (await response.text()).trimEnd().split("\r\n");
}

/** What a spreadsheet splits on: anything outside quoted cells. */
const outsideQuotes = (line: string) => line.replace(/"(?:[^"]|"")*"/g, "");

function expectCellsKept(lines: string[], needle: string) {
  const line = lines.find((each) => each.includes(needle));
  expect(line, `a line with ${needle}`).toBeDefined();
  expect(line).toContain(`"${HOSTILE}"`);
  for (const each of lines) expect(outsideQuotes(each), each).not.toMatch(/[;\t]/);
  return line!;
}

describe("CSV downloads keep every separator inside its cell", () => {
  it("the enquiries export", async () => {
    const line = expectCellsKept(await linesOf(`/admin/submissions.csv?search=${tag}`), tag);
    expect(line).toContain(`"We wrote ${WITH_TAB}; then left."`);
  });

  it("the analytics tables", async () => {
    const line = expectCellsKept(
      await linesOf(`/admin/analytics.csv?table=campaigns&from=${day}&to=${day}`),
      `news-${tag}`,
    );
    expect(line.startsWith(`"${HOSTILE}","news-${tag} / ${WITH_TAB}",3,0,`)).toBe(true);
  });

  it("the audit log export", async () => {
    const line = expectCellsKept(await linesOf(`/admin/audit.csv?action=${auditAction}`), tag);
    expect(line).toContain(`"${WITH_TAB}"`);
  });
});
