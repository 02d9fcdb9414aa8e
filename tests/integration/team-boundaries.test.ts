/**
 * The team's rules where input and time attack them: a user id in another spelling (capitals)
 * or malformed, in the URL and in the Team form; a deletion whose audit entry fails; an
 * invitation whose inviter was suspended, demoted or deleted; audit entries of an admin who is
 * gone; one's own 2FA; and an actor who lost their powers while their request was on its way.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseUserId } from "~/schemas/team";
import type { ActingUser } from "~/services/auth/acting-role.server";
import { inviteUser } from "~/services/team/invitations.server";
import { changeUser, deleteUser } from "~/services/team/members.server";
import { apiKeys, securityAuditLog, userInvitations, users } from "~db/schema";
import {
  ADMIN_PASSWORD,
  apiHeaders,
  auditEntries,
  createAdmin,
  createTestApiKey,
  csrfTokenFromPage,
  form,
  signInWithForm,
  TEST_META,
  testIp,
} from "../support/admin";
import { withIsolatedUsers } from "../support/team";
import { postJson, request, withDb } from "../support/worker";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return request(path, {
    method,
    headers: {
      ...headers,
      "CF-Connecting-IP": testIp(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signedIn(role: "admin" | "super_admin" = "super_admin") {
  const account = await createAdmin({ role });
  return { account, ...(await apiHeaders(account.email, account.password)) };
}

/** A super admin on the Team screen, posting its forms as the browser does. */
async function onTeamScreen() {
  const account = await createAdmin();
  const cookie = await signInWithForm(account.email, account.password);
  const csrf = await csrfTokenFromPage(cookie, "/admin/team");
  const post = (fields: Record<string, string>) =>
    request("/admin/team", {
      method: "POST",
      headers: { Cookie: cookie, "CF-Connecting-IP": testIp() },
      body: form({ csrf, ...fields }),
      redirect: "manual",
    });
  return { account, cookie, post };
}

const userRow = (id: string) =>
  withDb(async (db) => (await db.select().from(users).where(eq(users.id, id)))[0]);

const withTwoFactor = (id: string) =>
  withDb((db) =>
    db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: "stored", twoFactorBackupCodes: ["x"] })
      .where(eq(users.id, id)),
  );

const actorOf = (account: { id: string }): ActingUser => ({ id: account.id, role: "super_admin" });

describe("a user id in capitals names the same user", () => {
  it("one's own id in capitals is still one's own: PATCH and DELETE answer 409", async () => {
    const owner = await signedIn();
    const path = `/api/v1/admin/users/${owner.account.id.toUpperCase()}`;
    for (const change of [{ role: "admin" }, { status: "suspended" }]) {
      const response = await send("PATCH", path, owner.writeAuth, change);
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(((await response.json()) as { message: string }).message).toMatch(/your own/);
    }
    expect((await send("DELETE", path, owner.writeAuth)).status).toBe(409);
    expect(await userRow(owner.account.id)).toMatchObject({
      role: "super_admin",
      status: "active",
    });
  });

  it("the last active super admin, naming themselves in capitals, stays one", async () => {
    await withIsolatedUsers(async (db, create) => {
      const only = await create("super_admin");
      const actor: ActingUser = { id: only, role: "super_admin" };
      const result = await changeUser(
        db,
        actor,
        parseUserId(only.toUpperCase())!,
        { role: "admin" },
        TEST_META,
      );
      expect(result.status).toBe("refused");
      const rows = await db.select({ role: users.role }).from(users).where(eq(users.id, only));
      expect(rows).toEqual([{ role: "super_admin" }]);
    });
  });

  it("another user's id in capitals reaches them, and the audit names the id as stored", async () => {
    const owner = await signedIn();
    const target = await createAdmin({ role: "admin" });
    const response = await send(
      "PATCH",
      `/api/v1/admin/users/${target.id.toUpperCase()}`,
      owner.writeAuth,
      { status: "suspended" },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(target.id);
    expect(await auditEntries("user.suspended", `user:${target.id}`)).toHaveLength(1);
  });

  it.each([
    ["PATCH", "", { role: "admin" }],
    ["DELETE", "", undefined],
    ["POST", "/reset-2fa", undefined],
  ])("%s a malformed id%s is a 400 that says so", async (method, tail, body) => {
    const owner = await signedIn();
    for (const id of ["not-a-uuid", "{00000000-0000-4000-8000-000000000000}", "1"]) {
      const path = `/api/v1/admin/users/${encodeURIComponent(id)}${tail}`;
      const response = await send(method, path, owner.writeAuth, body);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ message: "The user id must be a UUID" });
    }
  });

  it("the Team form does not suspend oneself by an id in capitals", async () => {
    const { account, post } = await onTeamScreen();
    for (const intent of ["suspend", "change-role", "delete"]) {
      const response = await post({ intent, userId: account.id.toUpperCase(), role: "admin" });
      expect(response.status, intent).toBe(302);
    }
    expect(await userRow(account.id)).toMatchObject({ role: "super_admin", status: "active" });
  });

  it("the Team screen's delete confirmation finds a user named in capitals", async () => {
    const { cookie } = await onTeamScreen();
    const target = await createAdmin({ role: "admin" });
    const page = await request(`/admin/team?confirmDelete=${target.id.toUpperCase()}`, {
      headers: { Cookie: cookie },
    });
    const html = await page.text();
    const confirmation = html.indexOf('role="alertdialog"');
    expect(confirmation).toBeGreaterThan(-1);
    expect(html.slice(confirmation, confirmation + 2000)).toContain(target.email);
  });
});

describe("a deletion and its audit entry", () => {
  it("are one: when the entry cannot be written, nobody is deleted", async () => {
    await withIsolatedUsers(async (db, create) => {
      const owner = await create("super_admin");
      const target = await create("admin");
      await db.execute(
        sql.raw(
          "alter table security_audit_log add constraint no_deletions check (action <> 'user.deleted')",
        ),
      );
      await expect(
        deleteUser(db, { id: owner, role: "super_admin" }, target, TEST_META),
      ).rejects.toThrow();
      expect(await db.select().from(users).where(eq(users.id, target))).toHaveLength(1);
    });
  });
});

describe("an invitation needs an inviter who may still invite", () => {
  async function invitedBy(inviter: { id: string }, role: "admin" | "super_admin" = "super_admin") {
    const email = uniqueEmail("invitee");
    const result = await withDb((db) =>
      inviteUser(db, actorOf(inviter), { email, role }, TEST_META),
    );
    if (result.status !== "ok") throw new Error("invitation not created");
    return { email, id: result.invitation.id, path: `/admin/invitations/${result.token}` };
  }

  const accept = (path: string) =>
    request(path, {
      method: "POST",
      body: form({ password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });

  const accountOf = async (email: string) =>
    withDb((db) => db.select().from(users).where(eq(users.email, email)));

  it("suspending the inviter revokes their pending invitations, each audited", async () => {
    const owner = await signedIn();
    const inviter = await createAdmin();
    const invitation = await invitedBy(inviter);
    const suspended = await send("PATCH", `/api/v1/admin/users/${inviter.id}`, owner.writeAuth, {
      status: "suspended",
    });
    expect(suspended.status).toBe(200);
    expect(await (await request(invitation.path)).text()).toContain("This invitation was revoked");
    expect((await accept(invitation.path)).status).toBe(410);
    expect(await accountOf(invitation.email)).toHaveLength(0);
    const [entry] = await auditEntries("user.invitation_revoked", `invitation:${invitation.id}`);
    expect(entry).toMatchObject({ userId: owner.account.id });
    expect(entry!.metadata).toMatchObject({ email: invitation.email });
  });

  it("demoting the inviter revokes them too", async () => {
    const owner = await signedIn();
    const inviter = await createAdmin();
    const invitation = await invitedBy(inviter, "admin");
    const demoted = await send("PATCH", `/api/v1/admin/users/${inviter.id}`, owner.writeAuth, {
      role: "admin",
    });
    expect(demoted.status).toBe(200);
    expect((await accept(invitation.path)).status).toBe(410);
    expect(
      await auditEntries("user.invitation_revoked", `invitation:${invitation.id}`),
    ).toHaveLength(1);
  });

  it("deleting the inviter revokes their invitations and API keys, each audited", async () => {
    const owner = await signedIn();
    const inviter = await createAdmin();
    const invitation = await invitedBy(inviter);
    const { key, apiKey } = await createTestApiKey(
      { name: "Leaver", permissions: ["read"] },
      {
        id: inviter.id,
        role: "super_admin",
      },
    );
    const deleted = await send("DELETE", `/api/v1/admin/users/${inviter.id}`, owner.writeAuth);
    expect(deleted.status).toBe(200);
    expect(await (await request(invitation.path)).text()).toContain("This invitation was revoked");
    expect((await accept(invitation.path)).status).toBe(410);
    expect(await accountOf(invitation.email)).toHaveLength(0);
    expect((await send("GET", "/api/v1/admin/blog/posts", { "X-API-Key": key })).status).toBe(401);
    expect(
      await auditEntries("user.invitation_revoked", `invitation:${invitation.id}`),
    ).toHaveLength(1);
    const [revoked] = await auditEntries("api_key.revoked", `api_key:${apiKey.id}`);
    expect(revoked).toMatchObject({ userId: owner.account.id });
    expect(await auditEntries("user.deleted", `user:${inviter.id}`)).toHaveLength(1);
  });

  it.each([
    ["suspended", { status: "suspended" as const }],
    ["demoted to admin", { role: "admin" as const }],
  ])(
    "a link still pending whose inviter was %s meanwhile is refused, and says why",
    async (_, change) => {
      const inviter = await createAdmin();
      const invitation = await invitedBy(inviter, "admin");
      // Changed behind the service's back, as a change racing the acceptance would look.
      await withDb((db) => db.update(users).set(change).where(eq(users.id, inviter.id)));
      const message = "the person who sent it can no longer invite";
      expect(await (await request(invitation.path)).text()).toContain(message);
      const accepted = await accept(invitation.path);
      expect(accepted.status).toBe(410);
      expect(await accepted.text()).toContain(message);
      expect(await accountOf(invitation.email)).toHaveLength(0);
    },
  );

  it("a link used while its inviter is suspended makes an account only if it came first", async () => {
    const owner = await signedIn();
    for (let round = 0; round < 3; round += 1) {
      const inviter = await createAdmin();
      const invitation = await invitedBy(inviter);
      const [accepted, suspended] = await Promise.all([
        accept(invitation.path),
        send("PATCH", `/api/v1/admin/users/${inviter.id}`, owner.writeAuth, {
          status: "suspended",
        }),
      ]);
      expect(suspended.status).toBe(200);
      const [row] = await withDb((db) =>
        db.select().from(userInvitations).where(eq(userInvitations.id, invitation.id)),
      );
      if (accepted.status === 302) {
        expect(await accountOf(invitation.email)).toHaveLength(1);
        expect(row).toMatchObject({ revokedAt: null });
      } else {
        expect(accepted.status).toBe(410);
        expect(await accountOf(invitation.email)).toHaveLength(0);
        expect(row).toMatchObject({ acceptedAt: null });
      }
    }
  });

  it("a link still pending whose inviter is gone is refused", async () => {
    const inviter = await createAdmin();
    const invitation = await invitedBy(inviter);
    await withDb((db) => db.delete(users).where(eq(users.id, inviter.id)));
    expect((await accept(invitation.path)).status).toBe(410);
    expect(await accountOf(invitation.email)).toHaveLength(0);
  });
});

describe("the audit log keeps who acted", () => {
  const auditApi = async (auth: Record<string, string>, params: Record<string, string>) => {
    const response = await request(`/api/v1/admin/audit-log?${new URLSearchParams(params)}`, {
      headers: auth,
    });
    return (await response.json()) as {
      entries: { actor: string | null; action: string; resource: string | null }[];
      total: number;
    };
  };

  it("an admin's entries name them after they are deleted, not whom they acted on", async () => {
    const owner = await signedIn();
    const leaver = await signedIn();
    const target = await createAdmin({ role: "admin" });
    const suspended = await send("PATCH", `/api/v1/admin/users/${target.id}`, leaver.writeAuth, {
      status: "suspended",
    });
    expect(suspended.status).toBe(200);
    const deleted = await send(
      "DELETE",
      `/api/v1/admin/users/${leaver.account.id}`,
      owner.writeAuth,
    );
    expect(deleted.status).toBe(200);

    const { entries } = await auditApi(owner.auth, { action: "user.suspended", limit: "100" });
    const entry = entries.find((e) => e.resource === `user:${target.id}`);
    expect(entry?.actor).toBe(leaver.account.email);
    const byLeaver = await auditApi(owner.auth, { actor: leaver.account.email });
    expect(byLeaver.entries.map((e) => e.action)).toContain("user.suspended");
    const [stored] = await withDb((db) =>
      db
        .select({ actorEmail: securityAuditLog.actorEmail, userId: securityAuditLog.userId })
        .from(securityAuditLog)
        .where(eq(securityAuditLog.resource, `user:${target.id}`)),
    );
    expect(stored).toEqual({ actorEmail: leaver.account.email, userId: null });
  });

  it("a failed sign-in names the address it gave", async () => {
    const owner = await signedIn();
    const email = uniqueEmail("stranger");
    const failed = await postJson(
      "/api/v1/admin/auth/login",
      { email, password: "Not-the-password-42!" },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(failed.status).toBe(401);
    const { entries } = await auditApi(owner.auth, { actor: email });
    expect(entries).toMatchObject([{ actor: email, action: "auth.login.failure" }]);
  });
});

describe("one's own two-factor authentication", () => {
  it("is not reset through the users API, in any spelling of the id (409 pointing to Settings)", async () => {
    const owner = await signedIn();
    await withTwoFactor(owner.account.id);
    for (const id of [owner.account.id, owner.account.id.toUpperCase()]) {
      const response = await send("POST", `/api/v1/admin/users/${id}/reset-2fa`, owner.writeAuth);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toContain("Settings");
    }
    expect(await userRow(owner.account.id)).toMatchObject({ twoFactorEnabled: true });
  });

  it("is not reset through the Team form", async () => {
    const { account, post } = await onTeamScreen();
    await withTwoFactor(account.id);
    expect((await post({ intent: "reset-2fa", userId: account.id })).status).toBe(302);
    expect(await userRow(account.id)).toMatchObject({ twoFactorEnabled: true });
  });
});

describe("an actor who lost their powers while the request was on its way", () => {
  it.each([
    ["suspended", { status: "suspended" as const }],
    ["demoted", { role: "admin" as const }],
  ])("changes, invites and makes keys no more once %s (403)", async (_, change) => {
    await withIsolatedUsers(async (db, create) => {
      const actor = await create("super_admin");
      await create("super_admin");
      const target = await create("admin");
      await db.update(users).set(change).where(eq(users.id, actor));
      const stale: ActingUser = { id: actor, role: "super_admin" };
      const refusal = changeUser(db, stale, target, { status: "suspended" }, TEST_META);
      await expect(refusal).rejects.toMatchObject({ status: 403 });
      await expect(deleteUser(db, stale, target, TEST_META)).rejects.toMatchObject({
        status: 403,
      });
      expect(await db.select().from(users).where(eq(users.id, target))).toMatchObject([
        { status: "active" },
      ]);
    });
    const inviter = await createAdmin();
    await withDb((db) => db.update(users).set(change).where(eq(users.id, inviter.id)));
    const invited = withDb((db) =>
      inviteUser(db, actorOf(inviter), { email: uniqueEmail("late"), role: "admin" }, TEST_META),
    );
    await expect(invited).rejects.toMatchObject({ status: 403 });
    const keyed = createTestApiKey({ name: "Late key", permissions: ["read"] }, actorOf(inviter));
    await expect(keyed).rejects.toMatchObject({ status: 403 });
    const left = await withDb((db) =>
      db.select().from(userInvitations).where(eq(userInvitations.invitedBy, inviter.id)),
    );
    expect(left).toHaveLength(0);
    expect(
      await withDb((db) => db.select().from(apiKeys).where(eq(apiKeys.createdBy, inviter.id))),
    ).toHaveLength(0);
  });

  it("of two super admins suspending each other at once, only one does (the other: 403)", async () => {
    for (let round = 0; round < 3; round += 1)
      await withIsolatedUsers(async (db, create) => {
        const first = await create("super_admin");
        const second = await create("super_admin");
        await create("super_admin");
        const results = await Promise.allSettled([
          changeUser(db, actorOf({ id: first }), second, { status: "suspended" }, TEST_META),
          changeUser(db, actorOf({ id: second }), first, { status: "suspended" }, TEST_META),
        ]);
        const outcomes = results.map((result) =>
          result.status === "fulfilled" ? result.value.status : (result.reason as Response).status,
        );
        expect(outcomes.sort()).toEqual([403, "ok"]);
        const rows = await db
          .select({ status: users.status })
          .from(users)
          .where(inArray(users.id, [first, second]));
        expect(rows.map((row) => row.status).sort()).toEqual(["active", "suspended"]);
      });
  });
});
