/** Enquiries as leads through the admin API: status, notes, the filter, the audit and the CSV. */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "~db/schema";
import { createAdmin, apiHeaders, signInWithForm, auditEntries } from "../support/admin";
import { request, withDb } from "../support/worker";

let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let adminEmail: string;
const tag = `lead${crypto.randomUUID().slice(0, 8)}`;
let ids: number[] = [];

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  adminEmail = admin.email;
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
  writeAuth = { ...writeAuth, "Content-Type": "application/json" };
  const rows = await withDb((db) =>
    db
      .insert(contactSubmissions)
      .values(
        ["Ada", "Grace", "Linus"].map((firstName) => ({
          firstName,
          lastName: tag,
          email: `${firstName.toLowerCase()}@${tag}.example`,
          message: "We would like to build an assistant for our support team.",
        })),
      )
      .returning({ id: contactSubmissions.id }),
  );
  ids = rows.map((row) => row.id);
});
afterAll(() =>
  withDb((db) => db.delete(contactSubmissions).where(inArray(contactSubmissions.id, ids))),
);

const patch = (id: number | string, body: unknown, headers = writeAuth) =>
  request(`/api/v1/admin/contact-submissions/${id}`, {
    method: "PATCH",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

interface Listed {
  submissions: { id: number; status: string; notes: { body: string; authorEmail: string }[] }[];
  total: number;
}
const list = async (query: string) =>
  (await (
    await request(`/api/v1/admin/contact-submissions?search=${tag}&${query}`, { headers: auth })
  ).json()) as Listed;

describe("the lead pipeline API", () => {
  it("lists enquiries with their status (new by default) and notes", async () => {
    const listed = await list("");
    expect(listed.total).toBe(3);
    for (const submission of listed.submissions) {
      expect(submission.status).toBe("new");
      expect(submission.notes).toEqual([]);
    }
  });

  it("moves a lead along, adds notes with their author, filters by status, and audits each change", async () => {
    const [ada, grace] = ids;
    const first = await patch(ada!, { status: "contacted", note: "Called, sending a proposal." });
    expect(first.status).toBe(200);
    const { submission } = (await first.json()) as {
      submission: { status: string; notes: { body: string; authorEmail: string }[] };
    };
    expect(submission.status).toBe("contacted");
    expect(submission.notes).toEqual([
      expect.objectContaining({ body: "Called, sending a proposal.", authorEmail: adminEmail }),
    ]);
    expect((await patch(ada!, { note: "  Proposal sent.  " })).status).toBe(200);
    expect((await patch(grace!, { status: "won" })).status).toBe(200);

    const contacted = await list("status=contacted");
    expect(contacted.submissions.map((s) => s.id)).toEqual([ada]);
    expect(contacted.submissions[0]!.notes.map((n) => n.body)).toEqual([
      "Called, sending a proposal.",
      "Proposal sent.",
    ]);
    expect((await list("status=won")).submissions.map((s) => s.id)).toEqual([grace]);
    expect((await list("status=new")).total).toBe(1);

    const audit = await auditEntries("submission.lead_updated", `submission:${ada}`);
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain("proposal");
  });

  it("puts the status in the CSV export", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const csv = await (
      await request(`/admin/submissions.csv?search=${tag}`, { headers: { Cookie: cookie } })
    ).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header!.split(",")).toContain("Status");
    const status = header!.split(",").indexOf("Status");
    expect(rows.map((row) => row.split(",")[status]).sort()).toEqual(["contacted", "new", "won"]);
  });

  it("refuses what is not a change: unknown status, empty or hostile bodies, bad ids", async () => {
    const [, , linus] = ids;
    const cases: [unknown, number][] = [
      [{ status: "closed" }, 400],
      [{}, 400],
      [{ note: "" }, 400],
      [{ note: "a\u0000b" }, 400],
      [{ note: "x".repeat(2001) }, 400],
      [{ status: 7 }, 400],
      [{ note: ["not", "text"] }, 400],
      [{ status: "won", extra: true }, 400],
      ['{"status": "won"', 400],
    ];
    for (const [body, status] of cases) {
      const response = await patch(linus!, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
    }
    expect((await patch(linus!, "x".repeat(20_000))).status).toBe(413);
    expect((await patch(2_147_483_648, { status: "won" })).status).toBe(404);
    expect((await patch("abc", { status: "won" })).status).toBe(400);
    expect((await patch(linus!, { status: "won" }, auth)).status).toBe(403);
    expect(
      (
        await request(`/api/v1/admin/contact-submissions/${linus}`, {
          method: "PATCH",
          body: JSON.stringify({ status: "won" }),
        })
      ).status,
    ).toBe(401);
    const [row] = await withDb((db) =>
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, linus!)),
    );
    expect(row!.status).toBe("new");

    const badStatus = await request("/api/v1/admin/contact-submissions?status=closed", {
      headers: auth,
    });
    expect(badStatus.status).toBe(400);
    expect(((await badStatus.json()) as { message: string }).message).toBe(
      "status must be one of new, contacted, qualified, won, lost",
    );
  });

  it("counts the same change sent many times at once as that change, once per request", async () => {
    const [, , linus] = ids;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(linus!, { status: "qualified", note: `n${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const listed = await list("status=qualified");
    expect(listed.submissions[0]!.notes).toHaveLength(10);
  });
});
