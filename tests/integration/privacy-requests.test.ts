/**
 * Data-subject requests and the audit log, as a super admin, an admin, an API key and nobody
 * use them: who may, what is found for an address (exact, in any case, no wildcards), what an
 * erasure removes (and what it keeps, down to every row and dead letter that mentioned the
 * address, the audit log's actors included), how it is audited (a hash, never the address), and
 * the audit log's filters on the screen, its CSV and the API.
 */
import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordsOfAccount } from "~/services/auth/lockout.server";
import type { PersonalDataPlace } from "~/services/privacy/personal-data-place.server";
import { personalDataPlaces } from "~/services/privacy/personal-data-places.server";
import {
  accountLockouts,
  analyticsDaily,
  analyticsEvents,
  blogPostRevisions,
  blogPosts,
  consentRecords,
  contactSubmissionNotes,
  contactSubmissions,
  newsletterSubscribers,
  securityAuditLog,
  userInvitations,
} from "~db/schema";
import worker from "../../build/index.js";
import {
  apiHeaders,
  cookieFrom,
  createTestApiKey,
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  testIp,
} from "../support/admin";
import { analyticsTestIp, BROWSER_UA, consentCookieFor } from "../support/analytics";
import { postJson, request, withDb } from "../support/worker";

const tag = `dsr${crypto.randomUUID().slice(0, 8)}`;
const domain = `${tag}.example`;
const subject = `Mixed.Case@${domain}`;
let superAdmin: { email: string; password: string };
let superApi: Awaited<ReturnType<typeof apiHeaders>>;
let adminApi: Awaited<ReturnType<typeof apiHeaders>>;
let superCookie: string;
let adminCookie: string;
let readKey: string;
const seededConsentIds: string[] = [];
let consentIds: string[] = [];
let otherConsentId = "";

/**
 * Two enquiries of the subject (two spellings) with a note and consent records, near misses
 * (one with a consent record of its own) and a newsletter subscription.
 */
async function seedSubject(email = subject) {
  consentIds = [crypto.randomUUID(), crypto.randomUUID()];
  otherConsentId = crypto.randomUUID();
  seededConsentIds.push(...consentIds, otherConsentId);
  return withDb(async (db) => {
    const rows = await db
      .insert(contactSubmissions)
      .values([
        { firstName: "Ada", lastName: tag, email, message: "First.", consentId: consentIds[0] },
        {
          firstName: "Ada",
          lastName: tag,
          email: email.toLowerCase(),
          message: "Second.",
          consentId: consentIds[1],
        },
        // Near misses: another address containing the subject's, and an underscore variant.
        { firstName: "Near", lastName: tag, email: `x${email}`, message: "Not them." },
        {
          firstName: "Near",
          lastName: tag,
          email: email.replace(".", "_"),
          message: "Not them either.",
          consentId: otherConsentId,
        },
      ])
      .returning({ id: contactSubmissions.id, email: contactSubmissions.email });
    await db
      .insert(contactSubmissionNotes)
      .values({ submissionId: rows[0]!.id, body: "Called back on Monday." });
    await db.insert(consentRecords).values(
      [...consentIds, otherConsentId].map((anonymousId) => ({
        anonymousId,
        analytics: true,
        marketing: false,
        functional: true,
        version: "1.0",
      })),
    );
    await db
      .insert(newsletterSubscribers)
      .values({ email: email.toUpperCase() })
      .onConflictDoNothing();
    return rows;
  });
}

beforeAll(async () => {
  superAdmin = await createAdmin({ role: "super_admin" });
  const admin = await createAdmin({ role: "admin" });
  superApi = await apiHeaders(superAdmin.email, superAdmin.password);
  adminApi = await apiHeaders(admin.email, admin.password);
  superCookie = await signInWithForm(superAdmin.email, superAdmin.password);
  adminCookie = await signInWithForm(admin.email, admin.password);
  readKey = (await createTestApiKey({ name: tag, permissions: ["read", "write", "delete"] })).key;
});

afterAll(() =>
  withDb(async (db) => {
    await db.delete(contactSubmissions).where(eq(contactSubmissions.lastName, tag));
    await db.delete(consentRecords).where(inArray(consentRecords.anonymousId, seededConsentIds));
  }),
);

const dataSubjectsUrl = (email: string) =>
  `/api/v1/admin/data-subjects?${new URLSearchParams({ email })}`;

interface DataSubjectBody {
  email: string;
  contactSubmissions: { id: number; email: string; message: string; notes: { body: string }[] }[];
  newsletter: { email: string }[];
  consentRecords: { anonymousId: string }[];
  chat: unknown[];
}

describe("who may use them", () => {
  const endpoints: [string, string][] = [
    ["GET", dataSubjectsUrl(subject)],
    ["DELETE", dataSubjectsUrl(`nobody@${domain}`)],
    ["GET", "/api/v1/admin/audit-log"],
  ];

  it.each(endpoints)(
    "%s %s: 403 for an admin and an API key, 401 for nobody",
    async (method, url) => {
      const asAdmin = await request(url, { method, headers: adminApi.writeAuth });
      expect(asAdmin.status).toBe(403);
      expect(await asAdmin.json()).toMatchObject({ message: "Super admin privileges required" });
      const asKey = await request(url, { method, headers: { "X-API-Key": readKey } });
      expect(asKey.status).toBe(403);
      expect((await request(url, { method })).status).toBe(401);
      const asSuper = await request(url, { method, headers: superApi.writeAuth });
      expect(asSuper.status).toBe(200);
    },
  );

  it.each(["/admin/audit", "/admin/privacy-requests", "/admin/audit.csv"])(
    "%s shows an admin Access Denied",
    async (path) => {
      const response = await request(path, { headers: { Cookie: adminCookie } });
      expect(response.status).toBe(403);
      if (!path.endsWith(".csv")) {
        const html = await response.text();
        expect(html).toContain("Access Denied");
        expect(html).toContain("Super admin privileges required");
      }
    },
  );

  it("the erasure form refuses an admin", async () => {
    const csrf = await csrfTokenFromPage(adminCookie);
    const response = await request("/admin/privacy-requests", {
      method: "POST",
      headers: { Cookie: adminCookie },
      body: form({ csrf, email: subject, confirm: "yes" }),
    });
    expect(response.status).toBe(403);
  });

  it("the menu lists the screens for super admins only", async () => {
    const superHtml = await (
      await request("/admin/dashboard", { headers: { Cookie: superCookie } })
    ).text();
    expect(superHtml).toContain('href="/admin/audit"');
    expect(superHtml).toContain('href="/admin/privacy-requests"');
    const adminHtml = await (
      await request("/admin/dashboard", { headers: { Cookie: adminCookie } })
    ).text();
    expect(adminHtml).not.toContain('href="/admin/audit"');
  });
});

describe("finding a person by e-mail", () => {
  beforeAll(() => seedSubject());

  // The address comes back as parsed: trimmed, its domain in lower case.
  it.each([
    [subject, subject],
    [`MIXED.CASE@${domain.toUpperCase()}`, `MIXED.CASE@${domain}`],
    [`  ${subject.toLowerCase()}  `, subject.toLowerCase()],
  ])(
    "%j finds both enquiries, the subscription and the linked consent records",
    async (email, parsed) => {
      const response = await request(dataSubjectsUrl(email), { headers: superApi.auth });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as DataSubjectBody;
      expect(body.email).toBe(parsed);
      expect(body.contactSubmissions.map((s) => s.message)).toEqual(["First.", "Second."]);
      expect(body.contactSubmissions[0]!.notes.map((n) => n.body)).toEqual([
        "Called back on Monday.",
      ]);
      expect(body.newsletter).toHaveLength(1);
      expect(body.consentRecords.map((c) => c.anonymousId).sort()).toEqual([...consentIds].sort());
      expect(body.chat).toEqual([]);
    },
  );

  it.each([
    `%@${domain}`,
    `_ixed.case@${domain}`,
    `mixed.case@${domain.toUpperCase()}%`,
    `ixed.case@${domain}`,
  ])("%j is not a pattern: nothing is found", async (email) => {
    const body = (await (
      await request(dataSubjectsUrl(email), { headers: superApi.auth })
    ).json()) as DataSubjectBody;
    expect(body.contactSubmissions).toEqual([]);
    expect(body.newsletter).toEqual([]);
  });

  it.each(["", "not-an-address", "a@b\u0000c", `${"x".repeat(250)}@${domain}`])(
    "%j is a 400 with a message",
    async (email) => {
      const response = await request(
        email === "" ? "/api/v1/admin/data-subjects" : dataSubjectsUrl(email),
        { headers: superApi.auth },
      );
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
    },
  );

  it("each look is audited with a hash of the address, never the address", async () => {
    await request(dataSubjectsUrl(subject), { headers: superApi.auth });
    const rows = await withDb((db) =>
      db.select().from(securityAuditLog).where(eq(securityAuditLog.action, "data_subject.viewed")),
    );
    expect(rows.length).toBeGreaterThan(0);
    const all = JSON.stringify(rows).toLowerCase();
    expect(all).not.toContain(subject.toLowerCase());
    const hashes = new Set(rows.map((row) => row.resource));
    expect([...hashes].every((r) => /^data_subject:[0-9a-f]{64}$/.test(r ?? ""))).toBe(true);
  });

  it("the screen shows the person, and the JSON download holds the same", async () => {
    const page = await request(
      `/admin/privacy-requests?${new URLSearchParams({ email: subject })}`,
      {
        headers: { Cookie: superCookie },
      },
    );
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(page.status).toBe(200);
    expect(html).toContain("Called back on Monday.");
    expect(html).toContain("Enquiries (2)");
    const download = await request(
      `/admin/privacy-requests.json?${new URLSearchParams({ email: subject })}`,
      { headers: { Cookie: superCookie } },
    );
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-/,
    );
    const body = (await download.json()) as DataSubjectBody;
    expect(body.contactSubmissions).toHaveLength(2);
    const exported = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.action, "data_subject.exported")),
    );
    expect(exported.length).toBeGreaterThan(0);
  });

  it("a malformed address on the screen says so (400), without a 500", async () => {
    const page = await request("/admin/privacy-requests?email=nope", {
      headers: { Cookie: superCookie },
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Enter the person&#x27;s email address");
  });
});

describe("erasing a person", () => {
  it("through the API removes them from the inbox, its CSV and the API, and keeps others", async () => {
    const rows = await seedSubject(`erase-api@${domain}`);
    const response = await request(dataSubjectsUrl(`ERASE-API@${domain}`), {
      method: "DELETE",
      headers: superApi.writeAuth,
    });
    expect(response.status).toBe(200);
    const nothingElse = {
      enquiryMentions: 0,
      noteMentions: 0,
      invitations: 0,
      failedSignIns: 0,
      auditLog: 0,
      postRevisions: 0,
      analyticsEvents: 0,
      analyticsDaily: 0,
      intakeDeadLetters: 0,
      chat: 0,
    };
    expect(await response.json()).toEqual({
      erased: { contactSubmissions: 2, newsletter: 1, consentRecords: 2, ...nothingElse },
    });
    const left = await withDb((db) =>
      db
        .select({ email: contactSubmissions.email })
        .from(contactSubmissions)
        .where(
          inArray(
            contactSubmissions.id,
            rows.map((row) => row.id),
          ),
        ),
    );
    expect(left.map((row) => row.email).sort()).toEqual(
      [`xerase-api@${domain}`, `erase-api@${domain}`.replace(".", "_")].sort(),
    );
    const other = await withDb((db) =>
      db.select().from(consentRecords).where(eq(consentRecords.anonymousId, otherConsentId)),
    );
    expect(other.length).toBeGreaterThan(0);

    const api = (await (
      await request(`/api/v1/admin/contact-submissions?search=erase-api@${domain}`, {
        headers: superApi.auth,
      })
    ).json()) as { submissions: { email: string }[] };
    expect(api.submissions.map((s) => s.email)).not.toContain(`erase-api@${domain}`);
    const csv = await (
      await request(`/admin/submissions.csv?search=erase-api`, { headers: { Cookie: superCookie } })
    ).text();
    expect(csv).not.toContain(`,erase-api@${domain},`);
    const inbox = await (
      await request(`/admin/submissions?search=erase-api`, { headers: { Cookie: superCookie } })
    ).text();
    expect(inbox).not.toContain(`>erase-api@${domain}<`);

    const [audit] = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.action, "data_subject.erased"))
        .orderBy(securityAuditLog.id),
    ).then((all) => all.slice(-1));
    expect(audit!.resource).toMatch(/^data_subject:[0-9a-f]{64}$/);
    expect(audit!.metadata).toEqual({
      contactSubmissions: 2,
      newsletter: 1,
      consentRecords: 2,
      ...nothingElse,
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("erase-api");
  });

  it("DELETE needs the CSRF token", async () => {
    const response = await request(dataSubjectsUrl(subject), {
      method: "DELETE",
      headers: superApi.auth,
    });
    expect(response.status).toBe(403);
  });

  it("through the screen needs the confirmation, then erases", async () => {
    const email = `erase-screen@${domain}`;
    await seedSubject(email);
    const csrf = await csrfTokenFromPage(superCookie, "/admin/privacy-requests");
    const post = (fields: Record<string, string>) =>
      request(`/admin/privacy-requests?${new URLSearchParams({ email, erase: "confirm" })}`, {
        method: "POST",
        headers: { Cookie: superCookie },
        body: form(fields),
        redirect: "manual",
      });
    const unconfirmed = await post({ csrf, email });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the erasure");
    expect((await post({ email, confirm: "yes" })).status).toBe(403);
    const done = await post({ csrf, email, confirm: "yes" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/privacy-requests");
    expect(cookieFrom(done, "en_toast")).not.toBeNull();
    const left = await withDb((db) =>
      db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)),
    );
    expect(left).toEqual([]);
  });
});

describe("after an erasure the address is stored nowhere", () => {
  const deadLetters = (env as unknown as { DEAD_LETTERS: R2Bucket }).DEAD_LETTERS;

  /** The dead-letter queue's consumer keeps each of these bodies in R2. */
  async function keepDeadLetters(bodies: unknown[]) {
    const batch = createMessageBatch(
      "aidev-site-intake-dead-dev",
      bodies.map((body, index) => ({
        id: `${tag}-${crypto.randomUUID()}-${index}`,
        timestamp: new Date(),
        attempts: 5,
        body,
      })),
    );
    await (worker as ExportedHandler<Record<string, unknown>>).queue!(
      batch,
      env as unknown as Record<string, unknown>,
      createExecutionContext(),
    );
  }

  const failSignIn = (email: string) =>
    postJson(
      "/api/v1/admin/auth/login",
      { email, password: "Not-the-password-42!" },
      { headers: { "CF-Connecting-IP": testIp() } },
    );

  /** Every stored row, in every table, whose text mentions `text`, with the table's name. */
  async function rowsMentioning(text: string) {
    return withDb(async (db) => {
      const tables = (
        await db.execute(
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).rows as { name: string }[];
      const found: { table: string; row: string }[] = [];
      for (const { name } of tables) {
        const rows = (
          await db.execute(
            sql`select r::text as row from ${sql.identifier(name)} r
                where strpos(lower(r::text), ${text.toLowerCase()}) > 0`,
          )
        ).rows as { row: string }[];
        found.push(...rows.map(({ row }) => ({ table: name, row })));
      }
      return found;
    });
  }

  async function deadLettersMentioning(text: string) {
    const listed = await deadLetters.list({ prefix: "intake/" });
    const bodies = await Promise.all(
      listed.objects.map(async (object) => (await deadLetters.get(object.key))!.text()),
    );
    return bodies.filter((body) => body.toLowerCase().includes(text.toLowerCase()));
  }

  /**
   * What in a place mentions `text`, in any case: the rows of its table (their listed columns,
   * or the whole row), or the objects of its store.
   */
  async function placeMentioning(place: PersonalDataPlace, text: string) {
    if (!("table" in place.where)) {
      if (place.name === "intakeDeadLetters") return deadLettersMentioning(text);
      throw new Error(`${place.name}: teach this test to scan its store`);
    }
    const { table, columns } = place.where;
    const row =
      columns === "whole rows"
        ? sql`${table}::text`
        : sql`concat_ws(' ', ${sql.join(
            columns.map((column) => sql`${column}::text`),
            sql`, `,
          )})`;
    return withDb(async (db) => {
      const rows = await db.execute(
        sql`select ${row} as row from ${table} where strpos(lower(${row}), ${text.toLowerCase()}) > 0`,
      );
      return (rows.rows as { row: string }[]).map((found) => found.row);
    });
  }

  /** Puts the address everywhere an erasure must reach, beyond what `seedSubject` stores. */
  async function seedEveryPlace(email: string) {
    // Someone else's enquiry mentions it, and the person (as a team member once) wrote a note on it.
    await withDb(async (db) => {
      const [other] = await db
        .insert(contactSubmissions)
        .values({
          firstName: "Other",
          lastName: tag,
          email: `other@${domain}`,
          message: `Please copy ${email.toUpperCase()} in.`,
        })
        .returning({ id: contactSubmissions.id });
      await db.insert(contactSubmissionNotes).values({
        submissionId: other!.id,
        authorEmail: email.toLowerCase(),
        body: `Asked ${email} to call.`,
      });
      const [post] = await db
        .insert(blogPosts)
        .values({ slug: `${tag}-post`, title: tag, excerpt: "-", content: "-", category: "AI" })
        .returning({ id: blogPosts.id });
      await db.insert(blogPostRevisions).values({
        postId: post!.id,
        slug: `${tag}-post`,
        title: "Before",
        excerpt: "-",
        content: "-",
        category: "AI",
        readTime: "5 min read",
        published: false,
        userEmail: email.toLowerCase(),
        changed: ["title"],
      });
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await db.insert(analyticsDaily).values([
        {
          day: yesterday,
          metric: "search",
          dimension: email.toLowerCase(),
          events: 1,
          visitors: 1,
        },
        { day: yesterday, metric: "not_found", dimension: `/${email}`, events: 1, visitors: 1 },
      ]);
    });
    // A visitor searched the site for it, and typed it into an address.
    const events = await request("/api/v1/events", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER_UA,
        "CF-Connecting-IP": analyticsTestIp(),
        Cookie: await consentCookieFor("accept-all"),
      },
      body: JSON.stringify({
        events: [
          { type: "search", path: "/resources", term: email, results: 0 },
          { type: "not_found", path: `/${email}` },
        ],
      }),
    });
    expect(events.status).toBe(204);
    // They were invited to the portal.
    const invited = await postJson(
      "/api/v1/admin/users/invitations",
      { email, role: "admin" },
      { headers: superApi.writeAuth },
    );
    expect(invited.status).toBe(201);
  }

  it("in no place the list names, nor anywhere else in the database or the dead letters", async () => {
    const email = `Trace.Me@${domain}`;
    const nearMiss = `x${email}`.toLowerCase();
    await seedSubject(email);
    const theirConsents = [...consentIds];
    await seedEveryPlace(email);
    // Someone types the address into the admin sign-in until it locks, and the same for a look-alike.
    for (let attempt = 0; attempt < 5; attempt++)
      expect([401, 423, 429]).toContain((await failSignIn(email.toLowerCase())).status);
    expect([401, 423, 429]).toContain((await failSignIn(nearMiss)).status);
    // An admin exports the inbox searched for the address.
    const csv = await request(`/admin/submissions.csv?${new URLSearchParams({ search: email })}`, {
      headers: { Cookie: superCookie },
    });
    expect(csv.status).toBe(200);
    // An enquiry and a sign-up Postgres never took, and a look-alike's.
    const enquiry = { firstName: "Ada", lastName: tag, email, message: "Lost in the queue." };
    await keepDeadLetters([
      { kind: "contact", enquiry: { input: enquiry, intakeKey: `${tag}-lost` } },
      { kind: "newsletter", email: email.toUpperCase() },
      { kind: "newsletter", email: nearMiss },
    ]);

    // Every place an erasure reaches holds something of theirs (the chat never stores anything).
    const erasable = personalDataPlaces.filter(
      (place) => typeof place.erasure === "string" && place.name !== "chat",
    );
    const before = (await (
      await request(dataSubjectsUrl(email), { headers: superApi.auth })
    ).json()) as Record<string, unknown[]>;
    for (const place of erasable) expect(before[place.name], place.name).not.toEqual([]);
    expect(await deadLettersMentioning(email)).toHaveLength(3);

    const response = await request(dataSubjectsUrl(email), {
      method: "DELETE",
      headers: superApi.writeAuth,
    });
    expect(response.status).toBe(200);

    // The look-alike's rows and dead letter contain the address too: only they may remain.
    const withoutNearMiss = (text: string) => text.toLowerCase().replaceAll(nearMiss, "");
    const stillThere = (rows: string[]) =>
      rows.filter((row) => withoutNearMiss(row).includes(email.toLowerCase()));
    for (const place of erasable)
      expect(stillThere(await placeMentioning(place, email)), place.name).toEqual([]);
    const after = (await (
      await request(dataSubjectsUrl(email), { headers: superApi.auth })
    ).json()) as Record<string, unknown[]>;
    for (const place of erasable) expect(after[place.name], place.name).toEqual([]);
    expect(stillThere((await rowsMentioning(email)).map((found) => found.row))).toEqual([]);
    const lettersLeft = await deadLettersMentioning(email);
    expect(lettersLeft).toHaveLength(1);
    expect(withoutNearMiss(lettersLeft[0]!)).not.toContain(email.toLowerCase());
    expect((await rowsMentioning(nearMiss)).map((found) => found.table)).toEqual(
      expect.arrayContaining(["contact_submissions", "security_audit_log"]),
    );
    const consentsLeft = await withDb((db) =>
      db.select().from(consentRecords).where(inArray(consentRecords.anonymousId, theirConsents)),
    );
    expect(consentsLeft).toEqual([]);
    // What only mentioned them stays, with a pseudonym in the address's place.
    const [other] = await withDb((db) =>
      db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.email, `other@${domain}`)),
    );
    expect(other!.message).toMatch(/^Please copy data_subject:[0-9a-f]{64} in\.$/);
    await withDb((db) => db.delete(blogPosts).where(eq(blogPosts.slug, `${tag}-post`)));

    // The events stay in the audit log, under the hash the erasure is audited with.
    const [erasure] = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.action, "data_subject.erased"))
        .orderBy(securityAuditLog.id),
    ).then((all) => all.slice(-1));
    const pseudonym = erasure!.resource!;
    expect(erasure!.metadata).toMatchObject({ intakeDeadLetters: 2 });
    const renamed = await withDb((db) =>
      db
        .select({ action: securityAuditLog.action, resource: securityAuditLog.resource })
        .from(securityAuditLog)
        .where(
          sql`${securityAuditLog.resource} like ${`%${pseudonym}%`}
              or ${securityAuditLog.metadata}::text like ${`%${pseudonym}%`}`,
        ),
    );
    const actions = renamed.map((entry) => entry.action);
    expect(actions.filter((action) => action === "auth.login.failure")).toHaveLength(5);
    expect(actions).toContain("auth.lockout");
    expect(actions).toContain("submission.exported");
    expect(renamed).toContainEqual({ action: "auth.lockout", resource: `email:${pseudonym}` });
    // The address was the actor of those failed sign-ins: the log names the hash instead.
    const failures = await withDb((db) =>
      db
        .select({ actor: securityAuditLog.actorEmail })
        .from(securityAuditLog)
        .where(
          and(
            eq(securityAuditLog.action, "auth.login.failure"),
            eq(securityAuditLog.actorEmail, pseudonym),
          ),
        ),
    );
    expect(failures).toHaveLength(5);
  });

  it("keeps the failed sign-in count of a team member's address: it guards their account", async () => {
    const member = await createAdmin({ role: "admin" });
    expect((await failSignIn(member.email)).status).toBe(401);
    const counted = () =>
      withDb((db) => db.select().from(accountLockouts).where(recordsOfAccount(member.email)));
    expect(await counted()).toHaveLength(1);
    const response = await request(dataSubjectsUrl(member.email), {
      method: "DELETE",
      headers: superApi.writeAuth,
    });
    expect(response.status).toBe(200);
    expect(await counted()).toHaveLength(1);
  });
});

describe("an erasure reaches what else carries the address", () => {
  const erase = (email: string) =>
    request(dataSubjectsUrl(email), { method: "DELETE", headers: superApi.writeAuth });
  const lookUp = async (email: string) =>
    (await (
      await request(dataSubjectsUrl(email), { headers: superApi.auth })
    ).json()) as DataSubjectBody;

  it("a pending invitation: off the team screen, and its link revoked", async () => {
    const email = `Invited.Person@${domain}`;
    const created = await postJson(
      "/api/v1/admin/users/invitations",
      { email, role: "admin" },
      { headers: superApi.writeAuth },
    );
    expect(created.status).toBe(201);
    const { inviteUrl } = (await created.json()) as { inviteUrl: string };
    const teamScreen = async () =>
      (await (await request("/admin/team", { headers: { Cookie: superCookie } })).text())
        .toLowerCase()
        .includes(email.toLowerCase());
    expect(await teamScreen()).toBe(true);

    expect((await erase(email)).status).toBe(200);
    expect(await teamScreen()).toBe(false);
    const link = await (await request(new URL(inviteUrl).pathname)).text();
    expect(link).toContain("This invitation was revoked");
    const left = await withDb((db) =>
      db
        .select()
        .from(userInvitations)
        .where(sql`lower(${userInvitations.email}) = ${email.toLowerCase()}`),
    );
    expect(left).toEqual([]);
  });

  it("site searches for the address: its events, the daily rollups and the report", async () => {
    const email = `Searched.For@${domain}`;
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const sent = await request("/api/v1/events", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER_UA,
        "CF-Connecting-IP": analyticsTestIp(),
        Cookie: await consentCookieFor("accept-all"),
      },
      body: JSON.stringify({
        events: [{ type: "search", path: "/resources", term: email, results: 0 }],
      }),
    });
    expect(sent.status).toBe(204);
    // Yesterday's searches for it, as the daily Cron rolled them up.
    await withDb((db) =>
      db.insert(analyticsDaily).values(
        ["search", "search_empty"].map((metric) => ({
          day: yesterday,
          metric,
          dimension: email.toLowerCase(),
          events: 2,
          visitors: 1,
        })),
      ),
    );
    const report = async () =>
      (
        await (
          await request(`/api/v1/admin/analytics?from=${yesterday}&to=${today}`, {
            headers: superApi.auth,
          })
        ).text()
      ).toLowerCase();
    expect(await report()).toContain(email.toLowerCase());

    expect((await erase(email)).status).toBe(200);
    expect(await report()).not.toContain(email.toLowerCase());
    const [events, rollups] = await withDb((db) =>
      Promise.all([
        db
          .select()
          .from(analyticsEvents)
          .where(sql`strpos(lower(${analyticsEvents.data}::text), ${email.toLowerCase()}) > 0`),
        db
          .select()
          .from(analyticsDaily)
          .where(sql`strpos(lower(${analyticsDaily.dimension}), ${email.toLowerCase()}) > 0`),
      ]),
    );
    expect(events).toEqual([]);
    expect(rollups).toEqual([]);
  });

  it("keeps a consent record that another person's enquiry still links to", async () => {
    const shared = crypto.randomUUID();
    seededConsentIds.push(shared);
    const erased = `a@${domain}`;
    const other = `a+tag@${domain}`;
    await withDb(async (db) => {
      await db.insert(contactSubmissions).values(
        [erased, other].map((email) => ({
          firstName: "Same",
          lastName: tag,
          email,
          message: "From one browser.",
          consentId: shared,
        })),
      );
      await db.insert(consentRecords).values({
        anonymousId: shared,
        analytics: true,
        marketing: false,
        functional: false,
        version: "1.0",
      });
    });

    const response = await erase(erased);
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { erased: { consentRecords: number } }).erased,
    ).toMatchObject({ contactSubmissions: 1, consentRecords: 0 });
    const theirs = await lookUp(other);
    expect(theirs.contactSubmissions).toHaveLength(1);
    expect(theirs.consentRecords.map((record) => record.anonymousId)).toEqual([shared]);
    expect((await lookUp(erased)).contactSubmissions).toEqual([]);
  });
});

describe("an enquiry links to the sender's consent", () => {
  it("the consent record of the cookie the sender had is found with their enquiry", async () => {
    const ip = testIp();
    const consent = await postJson(
      "/api/v1/consent",
      { intent: "save", analytics: true, marketing: false, functional: false },
      { headers: { "CF-Connecting-IP": ip } },
    );
    const cookie = cookieFrom(consent, "cookie_consent");
    expect(cookie).not.toBeNull();
    const email = `linked@${domain}`;
    const sent = await postJson(
      "/api/v1/contact",
      {
        firstName: "Linked",
        lastName: tag,
        email,
        company: "",
        projectType: "custom-ai",
        message: "An enquiry sent after a cookie choice.",
      },
      { headers: { "CF-Connecting-IP": ip, Cookie: cookie! } },
    );
    expect(sent.status).toBe(201);
    const body = (await (
      await request(dataSubjectsUrl(email), { headers: superApi.auth })
    ).json()) as DataSubjectBody;
    expect(body.contactSubmissions).toHaveLength(1);
    expect(body.consentRecords).toHaveLength(1);
  });
});

describe("the audit log", () => {
  type AuditBody = {
    entries: {
      id: number;
      at: string;
      actor: string | null;
      action: string;
      resource: string | null;
      details: Record<string, unknown>;
    }[];
    total: number;
  };
  const auditApi = async (params: Record<string, string>) => {
    const response = await request(`/api/v1/admin/audit-log?${new URLSearchParams(params)}`, {
      headers: superApi.auth,
    });
    return {
      status: response.status,
      body: (await response.json()) as AuditBody & { message?: string },
    };
  };

  it("filters by actor, by action (or its prefix) and pages the result", async () => {
    const { status, body } = await auditApi({ actor: superAdmin.email, limit: "2" });
    expect(status).toBe(200);
    expect(body.entries).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.entries.every((e) => e.actor === superAdmin.email)).toBe(true);
    expect(Object.keys(body.entries[0]!).sort()).toEqual(
      ["action", "actor", "at", "details", "id", "resource"].sort(),
    );
    const second = await auditApi({ actor: superAdmin.email, limit: "2", page: "2" });
    expect(second.body.entries[0]!.id).toBeLessThan(body.entries[1]!.id);

    const logins = await auditApi({ actor: superAdmin.email, action: "auth.login.success" });
    expect(logins.body.entries.length).toBeGreaterThan(0);
    expect(logins.body.entries.every((e) => e.action === "auth.login.success")).toBe(true);
    const prefix = await auditApi({ actor: superAdmin.email, action: "data_subject" });
    expect(new Set(prefix.body.entries.map((e) => e.action))).toEqual(
      new Set(["data_subject.viewed", "data_subject.exported", "data_subject.erased"]),
    );
  });

  it("a wildcard in the actor is a literal character", async () => {
    const { body } = await auditApi({ actor: "%" });
    expect(body.total).toBe(0);
  });

  it("filters by days, both included", async () => {
    // The day of the newest entry, not the clock's: a run across midnight has entries on two.
    const all = await auditApi({ actor: superAdmin.email });
    const lastDay = all.body.entries[0]!.at.slice(0, 10);
    const lastDays = await auditApi({ actor: superAdmin.email, from: lastDay, to: lastDay });
    expect(lastDays.body.total).toBeGreaterThan(0);
    const dayAfter = new Date(Date.parse(lastDay) + 86_400_000).toISOString().slice(0, 10);
    expect((await auditApi({ actor: superAdmin.email, from: dayAfter })).body.total).toBe(0);
    expect((await auditApi({ actor: superAdmin.email, to: "2020-01-01" })).body.total).toBe(0);
    const moment = await auditApi({ actor: superAdmin.email, from: "2020-01-01T00:00:00Z" });
    expect(moment.body.total).toBe(all.body.total);
  });

  it.each<Record<string, string>>([
    { from: "2026-02-30" },
    { to: "yesterday" },
    { action: "auth%" },
    { page: "0" },
    { limit: "1000" },
    { actor: "x".repeat(201) },
  ])("%j is a 400 with a message", async (params) => {
    const { status, body } = await auditApi(params);
    expect(status).toBe(400);
    expect(typeof body.message).toBe("string");
  });

  it("the screen filters with a GET form and exports its filter as CSV (audited)", async () => {
    const query = new URLSearchParams({ actor: superAdmin.email, action: "auth.login.success" });
    const page = await request(`/admin/audit?${query}`, { headers: { Cookie: superCookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("auth.login.success");
    expect(html).not.toContain('<code class="text-xs">data_subject.viewed</code>');
    const csv = await request(`/admin/audit.csv?${query}`, { headers: { Cookie: superCookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Time,Actor,Action,Resource,Details,IP address,User agent,Request id");
    expect(lines.slice(1).every((line) => line.includes(",auth.login.success,"))).toBe(true);
    const { body } = await auditApi({ actor: superAdmin.email, action: "audit_log.exported" });
    expect(body.total).toBe(1);
  });
});
