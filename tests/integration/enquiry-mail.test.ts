/**
 * The mail of an enquiry: the team's notice (to the list in Settings, by default the super
 * admins, less opt-outs) and the visitor's receipt (nothing typed but a clipped first name, at
 * most one an address a day, switched off in Settings), also for an enquiry queued while
 * Postgres was away. Read back from the local outbox's .eml files.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  readMailSettings,
  saveEnquiryNoticeAddresses,
  saveVisitorReceipts,
} from "~/services/mail/settings.server";
import { siteSettings, users } from "~db/schema";
import { createAdmin, csrfTokenFromPage, form, signInWithForm, testIp } from "../support/admin";
import { FAULTY_DATABASE, setDatabaseFault } from "../support/faults";
import { mailSoFarTo, mailTo } from "../support/mail-outbox";
import { request, requestWithEnv, withDb } from "../support/worker";

const runId = crypto.randomUUID().slice(0, 8);
let counter = 0;
const visitor = () => `visitor-${runId}-${++counter}@example.com`;

function enquiry(overrides: Record<string, string> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: visitor(),
    company: "Analytical Engines Ltd",
    projectType: "llm-integration",
    message: "Visit https://evil.example and claim your prize! We want an assistant.",
    ...overrides,
  };
}

function postEnquiry(body: unknown, settings?: Record<string, string>) {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": testIp() },
    body: JSON.stringify(body),
  };
  return settings
    ? requestWithEnv(settings, "/api/v1/contact", init)
    : request("/api/v1/contact", init);
}

afterEach(async () => {
  await setDatabaseFault("up");
  await withDb(async (db) => {
    await saveEnquiryNoticeAddresses(db, []);
    await saveVisitorReceipts(db, true);
  });
});
afterAll(() => withDb((db) => db.delete(siteSettings)));

describe("a new enquiry", () => {
  it("tells the super admins, with everything sent and a link to it, Reply-To the visitor", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const body = enquiry();
    const response = await postEnquiry(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const [notice] = await mailTo(admin.email);
    expect(notice!.subject).toBe("New enquiry from Ada Lovelace (Analytical Engines Ltd)");
    expect(notice!.headers["reply-to"]).toBe(body.email);
    for (const part of [notice!.text, notice!.html]) {
      expect(part).toContain(body.email);
      expect(part).toContain("Analytical Engines Ltd");
      expect(part).toContain("LLM");
      expect(part).toContain(`/admin/submissions/${id}`);
    }
    expect(notice!.text).toContain("> Visit https://evil.example and claim your prize!");
    expect(notice!.html).not.toContain('href="https://evil.example');
  });

  it("sends the visitor a receipt with their first name and nothing else they typed", async () => {
    const body = enquiry({ firstName: "Grace https://evil.example", lastName: "Win $1000" });
    expect((await postEnquiry(body)).status).toBe(201);
    const [receipt] = await mailTo(body.email);
    expect(receipt!.subject).toBe("We received your message");
    expect(receipt!.text).toContain("Hello Grace,");
    expect(receipt!.text).toContain("within 2 hours");
    for (const part of [receipt!.text, receipt!.html]) {
      for (const typed of ["evil.example", "$1000", "Analytical", "assistant", "Lovelace"])
        expect(part).not.toContain(typed);
    }
  });

  it("sends one receipt an address a day, however many enquiries it sends", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const email = visitor();
    for (const message of ["First message, please reply.", "Second message, please reply."])
      expect((await postEnquiry(enquiry({ email, message }))).status).toBe(201);
    expect(await mailTo(admin.email, 2)).toHaveLength(2);
    expect(await mailSoFarTo(email)).toHaveLength(1);
  });

  it("refuses names with line breaks, which would reach a header", async () => {
    const response = await postEnquiry(
      enquiry({ lastName: "Lovelace\r\nBcc: victim@example.com" }),
    );
    expect(response.status).toBe(400);
  });

  it("is mailed once it is stored, when it was queued while Postgres was away", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const body = enquiry();
    await setDatabaseFault("cut");
    expect((await postEnquiry(body, FAULTY_DATABASE)).status).toBe(202);
    await setDatabaseFault("up");
    expect(await mailTo(body.email)).toHaveLength(1);
    expect((await mailTo(admin.email))[0]!.headers["reply-to"]).toBe(body.email);
  });
});

describe("Settings", () => {
  async function settingsForm(cookie: string, fields: Record<string, string>) {
    const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
    return request("/admin/settings", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ csrf, ...fields }),
      redirect: "manual",
    });
  }

  it("sends the notices to the listed addresses instead, and no receipt when turned off", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const listed = `team-${runId}@example.com`;
    const saved = await settingsForm(cookie, {
      intent: "mail-settings",
      notifyAddresses: `${listed}\nsales-${runId}@example.com`,
    });
    expect(saved.status).toBe(302);
    const body = enquiry();
    expect((await postEnquiry(body)).status).toBe(201);
    expect(await mailTo(listed)).toHaveLength(1);
    expect(await mailSoFarTo(admin.email)).toHaveLength(0);
    expect(await mailSoFarTo(body.email)).toHaveLength(0);
  });

  it("refuses an address list with a header break or a non-address", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    for (const notifyAddresses of ["a@example.com\r\nBcc: x@example.com", "not-an-address"]) {
      const response = await settingsForm(cookie, { intent: "mail-settings", notifyAddresses });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("is not an email address");
    }
  });

  it("lets an admin opt their own address out, and only a super admin change the list", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const optOut = await settingsForm(cookie, { intent: "enquiry-notice-opt-out", optOut: "yes" });
    expect(optOut.status).toBe(302);
    const body = enquiry();
    expect((await postEnquiry(body)).status).toBe(201);
    expect(await mailTo(body.email)).toHaveLength(1);
    expect(await mailSoFarTo(admin.email)).toHaveLength(0);

    const editor = await createAdmin({ role: "admin" });
    const editorCookie = await signInWithForm(editor.email, editor.password);
    const refused = await settingsForm(editorCookie, {
      intent: "mail-settings",
      notifyAddresses: `attacker-${runId}@example.com`,
    });
    expect(refused.status).toBe(403);
  });

  it("keeps every admin's opt-out when several change theirs at once", async () => {
    const admins = await Promise.all([1, 2, 3, 4].map(() => createAdmin({ role: "admin" })));
    const cookies = await Promise.all(
      admins.map((admin) => signInWithForm(admin.email, admin.password)),
    );
    const answers = await Promise.all(
      cookies.map((cookie) =>
        settingsForm(cookie, { intent: "enquiry-notice-opt-out", optOut: "yes" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    const { optOuts } = await withDb(readMailSettings);
    for (const admin of admins) expect(optOuts).toContain(admin.email);
  });

  it("changes nothing for a super admin suspended after signing in", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
    await withDb((db) =>
      db.update(users).set({ status: "suspended" }).where(eq(users.id, admin.id)),
    );
    const response = await request("/admin/settings", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ csrf, intent: "mail-settings", notifyAddresses: `x-${runId}@example.com` }),
      redirect: "manual",
    });
    expect(response.status).not.toBe(200);
    expect((await withDb(readMailSettings)).notifyAddresses).toBeNull();
  });
});
