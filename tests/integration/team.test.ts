/**
 * Roles and the team: the role matrix over every admin endpoint, the users API, suspension,
 * invitations (expired, revoked, reused, tampered) and the guardrails, including two super
 * admins demoting each other at the same moment.
 */
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActingUser } from "~/services/auth/acting-role.server";
import { acceptInvitation, inviteUser } from "~/services/team/invitations.server";
import { changeUser, deleteUser, LAST_SUPER_ADMIN_MESSAGE } from "~/services/team/members.server";
import { blogPosts, securityAuditLog, users } from "~db/schema";
import {
  ADMIN_PASSWORD,
  apiHeaders,
  auditEntries,
  cookieFrom,
  createAdmin,
  createTestApiKey,
  csrfTokenFromPage,
  form,
  signInWithApi,
  signInWithForm,
  testIp,
} from "../support/admin";
import type { StandinRequest } from "../support/contact-standins";
import { withIsolatedUsers } from "../support/team";
import { postJson, request, requestWithEnv, withDb } from "../support/worker";

const meta = { ipAddress: "198.51.100.7", userAgent: "vitest", requestId: "team-test" };
const unknownUuid = "00000000-0000-4000-8000-000000000000";
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

async function signedIn(role: "admin" | "super_admin") {
  const account = await createAdmin({ role });
  return { account, ...(await apiHeaders(account.email, account.password)) };
}

describe("the role matrix", () => {
  // [method, path, body, status for a super admin, whether a plain admin may call it]
  const endpoints: [string, string, unknown, number, boolean][] = [
    ["GET", "/api/v1/admin/auth/me", undefined, 200, true],
    ["GET", "/api/v1/admin/auth/csrf", undefined, 200, true],
    ["GET", "/api/v1/admin/dashboard/stats", undefined, 200, true],
    ["GET", "/api/v1/admin/blog/posts", undefined, 200, true],
    ["POST", "/api/v1/admin/blog/posts", {}, 400, true],
    ["GET", "/api/v1/admin/blog/posts/2147483647", undefined, 404, true],
    ["PUT", "/api/v1/admin/blog/posts/2147483647", { title: "x" }, 404, true],
    ["DELETE", "/api/v1/admin/blog/posts/2147483647", undefined, 404, true],
    ["POST", "/api/v1/admin/blog/posts/2147483647/toggle-publish", undefined, 404, true],
    ["GET", "/api/v1/admin/blog/posts/2147483647/revisions", undefined, 404, true],
    ["GET", "/api/v1/admin/contact-submissions", undefined, 200, true],
    ["PATCH", "/api/v1/admin/contact-submissions/2147483647", { status: "won" }, 404, true],
    ["GET", "/api/v1/admin/media", undefined, 200, true],
    ["DELETE", "/api/v1/admin/media/unknown-image", undefined, 404, true],
    ["GET", "/api/v1/admin/users", undefined, 200, false],
    ["POST", "/api/v1/admin/users/invitations", { email: "", role: "admin" }, 400, false],
    ["DELETE", "/api/v1/admin/users/invitations/2147483647", undefined, 404, false],
    ["PATCH", `/api/v1/admin/users/${unknownUuid}`, { role: "admin" }, 404, false],
    ["POST", `/api/v1/admin/users/${unknownUuid}/reset-2fa`, undefined, 404, false],
    ["DELETE", `/api/v1/admin/users/${unknownUuid}`, undefined, 404, false],
    ["GET", "/api/v1/admin/api-keys", undefined, 200, false],
    ["POST", "/api/v1/admin/api-keys", { name: "" }, 400, false],
    ["DELETE", "/api/v1/admin/api-keys/2147483647", undefined, 404, false],
  ];

  let superAdmin: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    [superAdmin, admin] = await Promise.all([signedIn("super_admin"), signedIn("admin")]);
  });

  it.each(endpoints)(
    "%s %s: a super admin within their rights, an admin too or 403",
    async (method, path, body, superStatus, adminAllowed) => {
      const [asSuper, asAdmin] = await Promise.all([
        send(method, path, superAdmin.writeAuth, body),
        send(method, path, admin.writeAuth, body),
      ]);
      expect(asSuper.status, `super_admin ${method} ${path}`).toBe(superStatus);
      if (adminAllowed) {
        expect(asAdmin.status, `admin ${method} ${path}`).toBe(superStatus);
      } else {
        expect(asAdmin.status, `admin ${method} ${path}`).toBe(403);
        expect(await asAdmin.json()).toEqual({
          message: "Super admin privileges required",
          reason: "super_admin",
        });
      }
    },
  );

  it("refuses an account with the user role at sign-in, and ends a session when its role drops to user", async () => {
    const demoted = await createAdmin({ role: "admin" });
    const { auth } = await apiHeaders(demoted.email, demoted.password);
    const cookie = await signInWithForm(demoted.email, demoted.password);
    await withDb((db) => db.update(users).set({ role: "user" }).where(eq(users.id, demoted.id)));
    expect((await send("GET", "/api/v1/admin/auth/me", auth)).status).toBe(401);
    const page = await request("/admin/dashboard", {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    const again = await postJson(
      "/api/v1/admin/auth/login",
      { email: demoted.email, password: demoted.password },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(again.status).toBe(401);
  });

  it("refuses API keys on super-admin endpoints, whatever their permissions", async () => {
    const { key } = await createTestApiKey({
      name: "Matrix key",
      permissions: ["read", "write", "delete"],
    });
    const response = await send("GET", "/api/v1/admin/users", { "X-API-Key": key });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Super admin privileges required",
    );
  });

  it("shows Access Denied on /admin/team to an admin, and hides the menu entry", async () => {
    const admin = await createAdmin({ role: "admin" });
    const cookie = await signInWithForm(admin.email, admin.password);
    const denied = await request("/admin/team", { headers: { Cookie: cookie } });
    expect(denied.status).toBe(403);
    const html = await denied.text();
    expect(html).toContain("Access Denied");
    expect(html).toContain("Super admin privileges required");
    const dashboard = await (
      await request("/admin/dashboard", { headers: { Cookie: cookie } })
    ).text();
    expect(dashboard).not.toContain('href="/admin/team"');

    const owner = await createAdmin();
    const ownerCookie = await signInWithForm(owner.email, owner.password);
    const team = await request("/admin/team", { headers: { Cookie: ownerCookie } });
    expect(team.status).toBe(200);
    expect(await team.text()).toContain(admin.email);
  });
});

describe("the users API", () => {
  it("lists users with role, status, 2FA, last sign-in and creation date", async () => {
    const owner = await signedIn("super_admin");
    const response = await send("GET", "/api/v1/admin/users", owner.auth);
    const { users: list } = (await response.json()) as { users: Record<string, unknown>[] };
    const me = list.find((user) => user.email === owner.account.email)!;
    expect(Object.keys(me).sort()).toEqual(
      ["createdAt", "email", "id", "lastSignInAt", "role", "status", "twoFactorEnabled"].sort(),
    );
    expect(me).toMatchObject({ role: "super_admin", status: "active", twoFactorEnabled: false });
    expect(typeof me.lastSignInAt).toBe("string");
  });

  it("invites (201 with a link), refuses an e-mail that has an account (409) and revokes", async () => {
    const owner = await signedIn("super_admin");
    const email = uniqueEmail("invitee");
    const created = await send("POST", "/api/v1/admin/users/invitations", owner.writeAuth, {
      email,
      role: "admin",
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as {
      invitation: { id: number; email: string; role: string; expiresAt: string };
      inviteUrl: string;
    };
    expect(body.invitation).toMatchObject({ email, role: "admin" });
    const days = (Date.parse(body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(body.inviteUrl).toMatch(/\/admin\/invitations\/[\w-]{43}$/);
    expect(await auditEntries("user.invited", `invitation:${body.invitation.id}`)).toHaveLength(1);

    const taken = await send("POST", "/api/v1/admin/users/invitations", owner.writeAuth, {
      email: owner.account.email,
      role: "admin",
    });
    expect(taken.status).toBe(409);

    const revoked = await send(
      "DELETE",
      `/api/v1/admin/users/invitations/${body.invitation.id}`,
      owner.writeAuth,
    );
    expect(revoked.status).toBe(200);
    const page = await (await request(new URL(body.inviteUrl).pathname)).text();
    expect(page).toContain("This invitation was revoked");
    const again = await send(
      "DELETE",
      `/api/v1/admin/users/invitations/${body.invitation.id}`,
      owner.writeAuth,
    );
    expect(again.status).toBe(404);
  });

  it("e-mails the link through the mail webhook when one is configured", async () => {
    const standin = (env as unknown as Record<string, string>).CONTACT_STANDIN_URL!;
    const owner = await signedIn("super_admin");
    const email = uniqueEmail("mailed");
    const created = await requestWithEnv(
      { INVITE_MAIL_WEBHOOK_URL: `${standin}/mail` },
      "/api/v1/admin/users/invitations",
      {
        method: "POST",
        headers: { ...owner.writeAuth, "Content-Type": "application/json" },
        body: JSON.stringify({ email, role: "admin" }),
      },
    );
    expect(created.status).toBe(201);
    const { inviteUrl } = (await created.json()) as { inviteUrl: string };
    const log = (await (await fetch(`${standin}/log`)).json()) as StandinRequest[];
    const mail = log
      .filter((entry) => entry.path === "/mail")
      .map((entry) => JSON.parse(entry.body) as Record<string, string>)
      .find((body) => body.to === email);
    expect(mail).toMatchObject({ event: "user.invited", to: email, inviteUrl, role: "admin" });
    expect(mail!.text).toContain(inviteUrl);
  });

  it("needs the CSRF token for writes", async () => {
    const owner = await signedIn("super_admin");
    const response = await send("POST", "/api/v1/admin/users/invitations", owner.auth, {
      email: uniqueEmail("no-csrf"),
      role: "admin",
    });
    expect(response.status).toBe(403);
  });

  it("suspends: the person's open session, access token, refresh token and API key stop at once", async () => {
    const owner = await signedIn("super_admin");
    // A super admin, since only they make API keys; another one stays active.
    const target = await createAdmin({ role: "super_admin" });
    const cookie = await signInWithForm(target.email, target.password);
    const { tokens } = await signInWithApi(target.email, target.password);
    const { key } = await createTestApiKey({ name: "Leaver's key", permissions: ["read"] }, target);
    const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
    expect((await send("GET", "/api/v1/admin/blog/posts", bearer)).status).toBe(200);
    expect((await send("GET", "/api/v1/admin/blog/posts", { "X-API-Key": key })).status).toBe(200);

    const suspended = await send("PATCH", `/api/v1/admin/users/${target.id}`, owner.writeAuth, {
      status: "suspended",
    });
    expect(suspended.status).toBe(200);
    expect(((await suspended.json()) as { user: { status: string } }).user.status).toBe(
      "suspended",
    );

    expect((await send("GET", "/api/v1/admin/blog/posts", bearer)).status).toBe(401);
    expect((await send("GET", "/api/v1/admin/blog/posts", { "X-API-Key": key })).status).toBe(401);
    const refresh = await postJson("/api/v1/admin/auth/refresh", {
      refreshToken: tokens.refreshToken,
    });
    expect(refresh.status).toBe(401);
    const page = await request("/admin/blog", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toContain("/admin/login");
    const signIn = await postJson(
      "/api/v1/admin/auth/login",
      { email: target.email, password: target.password },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(signIn.status).toBe(401);
    expect(await auditEntries("user.suspended", `user:${target.id}`)).toHaveLength(1);

    const reactivated = await send("PATCH", `/api/v1/admin/users/${target.id}`, owner.writeAuth, {
      status: "active",
    });
    expect(reactivated.status).toBe(200);
    await signInWithApi(target.email, target.password);
  });

  it("changes a role, resets 2FA and deletes; posts keep their author name; all audited", async () => {
    const owner = await signedIn("super_admin");
    const target = await createAdmin({ role: "admin" });
    await withDb((db) =>
      db
        .update(users)
        .set({ twoFactorEnabled: true, twoFactorSecret: "stored", twoFactorBackupCodes: ["x"] })
        .where(eq(users.id, target.id)),
    );
    const slug = `team-author-${Date.now().toString(36)}`;
    await withDb((db) =>
      db.insert(blogPosts).values({
        slug,
        title: "Written by a leaver",
        excerpt: "An excerpt that is long enough",
        content: "Content",
        category: "Team",
        author: target.email,
      }),
    );

    const promoted = await send("PATCH", `/api/v1/admin/users/${target.id}`, owner.writeAuth, {
      role: "super_admin",
    });
    expect(((await promoted.json()) as { user: { role: string } }).user.role).toBe("super_admin");
    const reset = await send("POST", `/api/v1/admin/users/${target.id}/reset-2fa`, owner.writeAuth);
    expect(((await reset.json()) as { user: { twoFactorEnabled: boolean } }).user).toMatchObject({
      twoFactorEnabled: false,
    });
    const deleted = await send("DELETE", `/api/v1/admin/users/${target.id}`, owner.writeAuth);
    expect(deleted.status).toBe(200);
    expect((await send("DELETE", `/api/v1/admin/users/${target.id}`, owner.writeAuth)).status).toBe(
      404,
    );

    const [post] = await withDb((db) =>
      db.select({ author: blogPosts.author }).from(blogPosts).where(eq(blogPosts.slug, slug)),
    );
    expect(post!.author).toBe(target.email);
    for (const action of ["user.role_changed", "user.2fa_reset", "user.deleted"])
      expect(await auditEntries(action, `user:${target.id}`), action).toHaveLength(1);
  });

  it("refuses changes to one's own role, status or account with 409", async () => {
    const owner = await signedIn("super_admin");
    const path = `/api/v1/admin/users/${owner.account.id}`;
    for (const change of [{ role: "admin" }, { status: "suspended" }]) {
      const response = await send("PATCH", path, owner.writeAuth, change);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toMatch(/your own/);
    }
    expect((await send("DELETE", path, owner.writeAuth)).status).toBe(409);
  });

  it("answers 400 with field errors for bad bodies", async () => {
    const owner = await signedIn("super_admin");
    const target = await createAdmin({ role: "admin" });
    for (const body of [{}, { role: "root" }, { status: "gone" }, { role: "admin", extra: 1 }]) {
      const response = await send(
        "PATCH",
        `/api/v1/admin/users/${target.id}`,
        owner.writeAuth,
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const invalid = await send("POST", "/api/v1/admin/users/invitations", owner.writeAuth, {
      email: "not-an-email",
      role: "user",
    });
    expect(invalid.status).toBe(400);
    const { errors } = (await invalid.json()) as { errors: Record<string, string[]> };
    expect(errors.email).toEqual(["Invalid email address"]);
    expect(errors.role).toEqual(["Role must be admin or super_admin"]);
  });
});

describe("invitation links", () => {
  async function invitation(overrides: { now?: Date } = {}) {
    const owner = await createAdmin();
    const email = uniqueEmail("joiner");
    const actor: ActingUser = { id: owner.id, role: "super_admin" };
    const result = await withDb((db) =>
      inviteUser(db, actor, { email, role: "admin" }, meta, overrides.now),
    );
    if (result.status !== "ok") throw new Error("invitation not created");
    return { email, path: `/admin/invitations/${result.token}`, token: result.token };
  }

  const accept = (path: string, password = ADMIN_PASSWORD, confirmPassword = password) =>
    request(path, {
      method: "POST",
      body: form({ password, confirmPassword }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });

  it("sets the password, signs the invitee in, and works once", async () => {
    const { email, path } = await invitation();
    const page = await (await request(path)).text();
    expect(page).toContain(email);
    const accepted = await accept(path);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookieFrom(accepted, "admin_session")!;
    expect((await request("/admin/dashboard", { headers: { Cookie: cookie } })).status).toBe(200);
    await csrfTokenFromPage(cookie);
    await signInWithApi(email, ADMIN_PASSWORD);

    const reused = await accept(path);
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("This invitation has already been used");
    expect(await (await request(path)).text()).toContain("This invitation has already been used");
  });

  it("creates one account when the link is used twice at once", async () => {
    const { email, path } = await invitation();
    const answers = await Promise.all([accept(path), accept(path)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 410]);
    const rows = await withDb((db) => db.select().from(users).where(eq(users.email, email)));
    expect(rows).toHaveLength(1);
  });

  it("says so for an expired or tampered link, and accepts nothing on them", async () => {
    const expired = await invitation({ now: new Date(Date.now() - 8 * 86_400_000) });
    expect(await (await request(expired.path)).text()).toContain("This invitation has expired");
    expect((await accept(expired.path)).status).toBe(410);

    const valid = await invitation();
    const flipped = valid.token.slice(0, -1) + (valid.token.endsWith("A") ? "B" : "A");
    for (const token of [flipped, "x", "%00", "a".repeat(300)]) {
      const path = `/admin/invitations/${token}`;
      expect(await (await request(path)).text(), token).toContain(
        "This invitation link is not valid",
      );
      expect((await accept(path)).status, token).toBe(410);
    }
    expect((await request(valid.path)).status).toBe(200);
  });

  it("applies the password rules", async () => {
    const { path } = await invitation();
    const weak = await accept(path, "short");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password must be at least 12 characters");
    const mismatch = await accept(path, ADMIN_PASSWORD, `${ADMIN_PASSWORD}x`);
    expect(await mismatch.text()).toContain("Passwords do not match");
    expect((await accept(path)).status).toBe(302);
  });

  it("accepts through the service only once, even when called directly", async () => {
    const { token } = await invitation();
    const first = await withDb((db) => acceptInvitation(db, token, ADMIN_PASSWORD, meta));
    const second = await withDb((db) => acceptInvitation(db, token, ADMIN_PASSWORD, meta));
    expect([first.status, second.status]).toEqual(["ok", "used"]);
  });
});

describe("the last active super admin", () => {
  it("cannot be demoted, suspended or deleted", async () => {
    await withIsolatedUsers(async (db, create) => {
      const only = await create("super_admin");
      const admin = await create("admin");
      // A super admin cannot change themselves, so an admin promoted for the test tries.
      const actor: ActingUser = { id: admin, role: "super_admin" };
      for (const change of [{ role: "admin" as const }, { status: "suspended" as const }]) {
        const result = await changeUser(db, actor, only, change, meta);
        expect(result).toEqual({ status: "refused", message: LAST_SUPER_ADMIN_MESSAGE });
      }
      expect(await deleteUser(db, actor, only, meta)).toEqual({
        status: "refused",
        message: LAST_SUPER_ADMIN_MESSAGE,
      });
    });
  });

  it("keeps exactly one when the last two demote each other at the same moment", async () => {
    for (let round = 0; round < 5; round += 1) {
      await withIsolatedUsers(async (db, create) => {
        const first = await create("super_admin");
        const second = await create("super_admin");
        const results = await Promise.all([
          changeUser(db, { id: first, role: "super_admin" }, second, { role: "admin" }, meta),
          changeUser(db, { id: second, role: "super_admin" }, first, { role: "admin" }, meta),
        ]);
        expect(results.map((result) => result.status).sort()).toEqual(["ok", "refused"]);
        const [{ count }] = (
          await db.execute(sql`select count(*)::int as count from users where role = 'super_admin'`)
        ).rows as [{ count: number }];
        expect(count).toBe(1);
      });
    }
  });
});

describe("the audit log", () => {
  it("records who invited whom, without the token", async () => {
    const owner = await signedIn("super_admin");
    const email = uniqueEmail("audited");
    const created = await send("POST", "/api/v1/admin/users/invitations", owner.writeAuth, {
      email,
      role: "super_admin",
    });
    const { invitation, inviteUrl } = (await created.json()) as {
      invitation: { id: number };
      inviteUrl: string;
    };
    const [entry] = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.resource, `invitation:${invitation.id}`)),
    );
    expect(entry).toMatchObject({ action: "user.invited", userId: owner.account.id });
    expect(entry!.metadata).toEqual({ email, role: "super_admin" });
    expect(JSON.stringify(entry)).not.toContain(inviteUrl.split("/").pop()!);
  });
});
