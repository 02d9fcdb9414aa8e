/**
 * The lead pipeline on the admin screens, as a browser without JavaScript uses them: the inbox's
 * status badges, filter and export; the enquiry's lead form (status and note) through the same
 * service as the API; the dashboard's counts; and the local sample enquiries.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissionNotes, contactSubmissions } from "~db/schema";
import { seedSampleLeads } from "~db/seed";
import { seedLeads } from "~db/seed-data/leads";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  auditEntries,
} from "../support/admin";
import { request, withDb } from "../support/worker";

const tag = `leadui${crypto.randomUUID().slice(0, 8)}`;
let cookie: string;
let csrf: string;
let adminEmail: string;
let ids: number[] = [];

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  adminEmail = admin.email;
  cookie = await signInWithForm(admin.email, admin.password);
  csrf = await csrfTokenFromPage(cookie, "/admin/submissions");
  const rows = await withDb((db) =>
    db
      .insert(contactSubmissions)
      .values(
        (["new", "qualified", "won"] as const).map((status, i) => ({
          firstName: `Person${i}`,
          lastName: tag,
          email: `person${i}@${tag}.example`,
          message: "We would like an assistant for our support team.",
          status,
        })),
      )
      .returning({ id: contactSubmissions.id }),
  );
  ids = rows.map((row) => row.id);
});
afterAll(() =>
  withDb((db) => db.delete(contactSubmissions).where(inArray(contactSubmissions.id, ids))),
);

const page = async (path: string) => {
  const response = await request(path, { headers: { Cookie: cookie } });
  // React separates adjacent text with empty comments; a reader sees one sentence.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
};
const postLead = (id: number, fields: Record<string, string>, withCsrf = true) =>
  request(`/admin/submissions/${id}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form({ ...(withCsrf ? { csrf } : {}), intent: "lead", ...fields }),
    redirect: "manual",
  });

describe("the inbox", () => {
  it("shows each enquiry's status and filters by it, the export included", async () => {
    const all = await page(`/admin/submissions?search=${tag}`);
    expect(all.html).toContain("3 enquiries");
    for (const label of ["New", "Qualified", "Won"]) expect(all.html).toContain(`>${label}</span>`);

    const won = await page(`/admin/submissions?search=${tag}&status=won`);
    expect(won.html).toContain("1 enquiry marked Won");
    expect(won.html).toContain("Person2");
    expect(won.html).not.toContain("Person0");
    expect(won.html).toContain(`/admin/submissions.csv?search=${tag}&amp;status=won`);

    // A status the inbox does not know shows everything rather than failing.
    expect((await page(`/admin/submissions?search=${tag}&status=bogus%00`)).html).toContain(
      "3 enquiries",
    );

    const csv = await (
      await request(`/admin/submissions.csv?search=${tag}&status=qualified`, {
        headers: { Cookie: cookie },
      })
    ).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("qualified");
  });
});

describe("the inbox's sources", () => {
  const source = `news-${tag}`;
  const touch = {
    source,
    medium: "email",
    campaign: "autumn-launch",
    term: null,
    content: "hero",
    referrer: "https://mail.example.net/inbox",
    landingPage: `/?utm_source=${source}&utm_medium=email&utm_campaign=autumn-launch`,
    at: "2026-11-02T09:30:00.000Z",
  };
  const sourceTag = `${tag}src`;
  let sourced: number[] = [];

  beforeAll(async () => {
    const rows = await withDb((db) =>
      db
        .insert(contactSubmissions)
        .values([
          {
            firstName: "Attributed",
            lastName: sourceTag,
            email: `attributed@${sourceTag}.example`,
            message: "We came from your newsletter.",
            attribution: {
              firstTouch: touch,
              lastTouch: { ...touch, source: "linkedin", medium: "social", campaign: null },
              pageViews: 4,
            },
          },
          {
            firstName: "Unattributed",
            lastName: sourceTag,
            email: `unattributed@${sourceTag}.example`,
            message: "We had not allowed analytics.",
          },
        ])
        .returning({ id: contactSubmissions.id }),
    );
    sourced = rows.map((row) => row.id);
  });
  afterAll(() =>
    withDb((db) => db.delete(contactSubmissions).where(inArray(contactSubmissions.id, sourced))),
  );

  it("shows each enquiry's first-touch source and filters by it, the export included", async () => {
    const all = await page(`/admin/submissions?search=${sourceTag}`);
    expect(all.html).toContain(">Source</th>");
    expect(all.html).toContain(`${source} / email`);
    expect(all.html).toContain("autumn-launch");
    expect(all.html).toContain("Not known");
    // The filter offers the sources the enquiries have.
    expect(all.html).toContain(`<option value="${source}">${source}</option>`);

    const fromSource = await page(
      `/admin/submissions?search=${sourceTag}&source=${encodeURIComponent(source)}`,
    );
    expect(fromSource.html).toContain(`1 enquiry from ${source}`);
    expect(fromSource.html).toContain("Attributed");
    expect(fromSource.html).not.toContain("Unattributed");
    expect(fromSource.html).toContain(
      `/admin/submissions.csv?search=${sourceTag}&amp;source=${source}`,
    );

    const unknown = await page(`/admin/submissions?search=${sourceTag}&source=(unknown)`);
    expect(unknown.html).toContain("1 enquiry of unknown source");
    expect(unknown.html).toContain("Unattributed");
    expect(unknown.html).not.toContain(`${source} / email`);

    const csv = await (
      await request(`/admin/submissions.csv?search=${sourceTag}`, { headers: { Cookie: cookie } })
    ).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe(
      [
        "Date,First name,Last name,Email,Company,Project type,Verification,Status,reCAPTCHA score,Message",
        "First touch source,First touch medium,First touch campaign,First touch term,First touch content,First touch referrer,First touch landing page,First visit",
        "Last touch source,Last touch medium,Last touch campaign,Last touch term,Last touch content,Last touch referrer,Last touch landing page,Last touch time",
        "Pages seen",
      ].join(","),
    );
    expect(lines).toHaveLength(2);
    const attributed = lines.find((line) => line.includes("Attributed"))!;
    expect(attributed).toContain(
      `,${source},email,autumn-launch,,hero,https://mail.example.net/inbox,${touch.landingPage},2026-11-02T09:30:00.000Z,linkedin,social,,`,
    );
    expect(attributed).toMatch(/,4$/);
    expect(lines.find((line) => line.includes("Unattributed"))).toMatch(/,{17}$/);

    const fromSourceCsv = await (
      await request(
        `/admin/submissions.csv?search=${sourceTag}&source=${encodeURIComponent(source)}`,
        { headers: { Cookie: cookie } },
      )
    ).text();
    expect(fromSourceCsv.trim().split("\r\n")).toHaveLength(2);
  });
});

describe("the enquiry's lead form", () => {
  it("changes the status and adds a note, audited, with a toast, and shows the note", async () => {
    const id = ids[0]!;
    const response = await postLead(id, {
      status: "contacted",
      note: "  Called; proposal next week.  ",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/submissions/${id}`);

    const [row] = await withDb((db) =>
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)),
    );
    expect(row!.status).toBe("contacted");
    const notes = await withDb((db) =>
      db.select().from(contactSubmissionNotes).where(eq(contactSubmissionNotes.submissionId, id)),
    );
    expect(notes.map((n) => [n.body, n.authorEmail])).toEqual([
      ["Called; proposal next week.", adminEmail],
    ]);
    const audits = await auditEntries("submission.lead_updated", `submission:${id}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.metadata).toMatchObject({ status: "contacted", noted: true });
    expect(JSON.stringify(audits[0]!.metadata)).not.toContain("proposal");

    const detail = await page(`/admin/submissions/${id}`);
    expect(detail.html).toContain("Called; proposal next week.");
    expect(detail.html).toContain('<option value="contacted" selected="">Contacted</option>');
  });

  it.each([
    ["an unknown status", { status: "hired" }, "Choose a status"],
    [
      "a note over the limit",
      { status: "new", note: "x".repeat(2001) },
      "Note must be at most 2000 characters",
    ],
    ["a NUL character", { status: "new", note: "a\u0000b" }, "NUL character"],
  ])("answers %s with a field error and changes nothing", async (_name, fields, message) => {
    const id = ids[1]!;
    const response = await postLead(id, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    const [row] = await withDb((db) =>
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)),
    );
    expect(row!.status).toBe("qualified");
  });

  it("refuses a change without the CSRF token", async () => {
    const response = await postLead(ids[2]!, { status: "lost" }, false);
    expect(response.status).toBe(403);
  });
});

describe("the dashboard", () => {
  it("shows how many enquiries stand at each status, each linking to the filtered inbox", async () => {
    const { html } = await page("/admin/dashboard");
    expect(html).toContain("Leads by status");
    for (const status of ["new", "contacted", "qualified", "won", "lost"])
      expect(html).toContain(`href="/admin/submissions?status=${status}"`);
  });
});

describe("sample enquiries for a local database", () => {
  it("are added once, in every state, with notes", async () => {
    const emails = seedLeads.map((lead) => lead.email);
    try {
      const first = await withDb((db) => seedSampleLeads(db));
      const second = await withDb((db) => seedSampleLeads(db));
      expect([first, second]).toEqual([seedLeads.length, 0]);
      const rows = await withDb((db) =>
        db
          .select({ status: contactSubmissions.status })
          .from(contactSubmissions)
          .where(inArray(contactSubmissions.email, emails)),
      );
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(["new", "contacted", "qualified", "won", "lost"]),
      );
    } finally {
      await withDb((db) =>
        db.delete(contactSubmissions).where(inArray(contactSubmissions.email, emails)),
      );
    }
  });
});
