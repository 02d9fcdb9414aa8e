import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSessions, securityAuditLog } from "~db/schema";
import {
  cookieFrom,
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  testIp,
} from "../support/admin";
import { HOSTILE_REDIRECTS } from "../support/hostile-input";
import { request, withDb } from "../support/worker";

const auditActions = (userId: string) =>
  withDb(async (db) =>
    (
      await db
        .select({ action: securityAuditLog.action })
        .from(securityAuditLog)
        .where(eq(securityAuditLog.userId, userId))
    ).map((r) => r.action),
  );

describe("the admin sign-in screen", () => {
  it("sends a signed-out visitor to the sign-in page, remembering where they were going", async () => {
    const response = await request("/admin/settings?tab=security", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fsettings%3Ftab%3Dsecurity",
    );
  });

  it("serves the form with labelled fields, the way to a reset and back to the site", async () => {
    const response = await request("/admin/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Password<\/label>/);
    expect(html).toMatch(/<a href="\/admin\/forgot-password"[^>]*>Forgot your password\?<\/a>/);
  });

  it("signs in, sets a hardened session cookie naming a stored (hashed) session, and opens the dashboard", async () => {
    const admin = await createAdmin();
    const response = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email.toUpperCase(), password: admin.password }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//i);

    const cookie = cookieFrom(response, "admin_session")!;
    const dashboard = await request("/admin/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(admin.email);

    const rows = await withDb((db) =>
      db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id)),
    );
    expect(rows).toHaveLength(1);
    const rawToken = decodeURIComponent(cookie.split("=")[1]!);
    expect(rows[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(rawToken).not.toContain(rows[0]!.token);
    expect(await auditActions(admin.id)).toContain("auth.login.success");
  });

  it("uses the __Host- prefix and Secure over https", async () => {
    const admin = await createAdmin();
    const response = await request("https://admin.example.test/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: admin.password }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const setCookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin_session="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("goes to a same-origin redirectTo, never to another site", async () => {
    const admin = await createAdmin();
    for (const [target, expected] of [
      ["/admin/settings", "/admin/settings"],
      ...HOSTILE_REDIRECTS.map((hostile) => [hostile, "/admin/dashboard"] as const),
    ] as const) {
      const response = await request("/admin/login", {
        method: "POST",
        body: form({ email: admin.email, password: admin.password, redirectTo: target }),
        headers: { "CF-Connecting-IP": testIp() },
        redirect: "manual",
      });
      expect(response.headers.get("location"), target).toBe(expected);
    }
  });

  it("answers a wrong password with 401 and the server's message, the same as for an unknown e-mail", async () => {
    const admin = await createAdmin();
    const wrong = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: "Wrong-Password-1!" }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/role="alert"[^>]*>Invalid email or password</);
    const unknown = await request("/admin/login", {
      method: "POST",
      body: form({ email: "nobody@example.com", password: "Wrong-Password-1!" }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toMatch(/role="alert"[^>]*>Invalid email or password</);
    expect(await auditActions(admin.id)).toContain("auth.login.failure");
  });

  it("answers invalid input with 400 and the form's messages", async () => {
    const response = await request("/admin/login", {
      method: "POST",
      body: form({ email: "not-an-email", password: "" }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password is required");
  });

  it("refuses accounts that are not admins", async () => {
    const user = await createAdmin({ role: "user" });
    await withDb((db) => db.execute(sql`update users set is_admin = false where id = ${user.id}`));
    const response = await request("/admin/login", {
      method: "POST",
      body: form({ email: user.email, password: user.password }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(response.status).toBe(401);
  });

  it("gives a new session id at every sign-in and ends the one the browser held", async () => {
    const admin = await createAdmin();
    const first = await signInWithForm(admin.email, admin.password);
    const second = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: admin.password }),
      headers: { Cookie: first, "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    const secondCookie = cookieFrom(second, "admin_session")!;
    expect(secondCookie).not.toBe(first);
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: first }, redirect: "manual" }))
        .status,
    ).toBe(302);
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: secondCookie }, redirect: "manual" }))
        .status,
    ).toBe(200);
  });

  it("ends a session after 30 idle minutes and after 8 hours in any case", async () => {
    const admin = await createAdmin();
    const idle = await signInWithForm(admin.email, admin.password);
    await withDb((db) =>
      db.execute(
        sql`update admin_sessions set last_active_at = now() - interval '31 minutes' where user_id = ${admin.id}`,
      ),
    );
    const afterIdle = await request("/admin/dashboard", {
      headers: { Cookie: idle },
      redirect: "manual",
    });
    expect(afterIdle.status).toBe(302);
    expect(afterIdle.headers.get("location")).toBe("/admin/login");

    const old = await signInWithForm(admin.email, admin.password);
    await withDb((db) =>
      db.execute(
        sql`update admin_sessions set expires_at = now() - interval '1 second' where user_id = ${admin.id}`,
      ),
    );
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: old }, redirect: "manual" })).status,
    ).toBe(302);
  });

  it("keeps an active session alive: each request restarts the idle clock", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    await withDb((db) =>
      db.execute(
        sql`update admin_sessions set last_active_at = now() - interval '29 minutes' where user_id = ${admin.id}`,
      ),
    );
    expect((await request("/admin/dashboard", { headers: { Cookie: cookie } })).status).toBe(200);
    const [row] = await withDb((db) =>
      db
        .select({ lastActiveAt: adminSessions.lastActiveAt })
        .from(adminSessions)
        .where(eq(adminSessions.userId, admin.id)),
    );
    expect(Date.now() - row!.lastActiveAt.getTime()).toBeLessThan(60_000);
  });

  it("logs out only with a POST carrying the CSRF token, deleting the session row", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    expect((await request("/admin/logout", { headers: { Cookie: cookie } })).status).toBe(405);

    const forged = await request("/admin/logout", {
      method: "POST",
      body: form({ csrf: "forged" }),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect(await auditActions(admin.id)).toContain("auth.csrf.failure");

    const csrf = await csrfTokenFromPage(cookie);
    const response = await request("/admin/logout", {
      method: "POST",
      body: form({ csrf }),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
    const rows = await withDb((db) =>
      db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id)),
    );
    expect(rows).toHaveLength(0);
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: cookie }, redirect: "manual" }))
        .status,
    ).toBe(302);
    expect(await auditActions(admin.id)).toContain("auth.logout");
  });

  it("sends a signed-in admin from the sign-in page to the dashboard", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const response = await request("/admin/login", {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
  });

  it("names each admin screen in the page title and tells search engines to keep out", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const screens = [
      ["/admin/login", "Admin Login | Kaleon AI", {}],
      ["/admin/dashboard", "Dashboard | Kaleon AI Admin", { Cookie: cookie }],
      ["/admin/team", "Team | Kaleon AI Admin", { Cookie: cookie }],
      ["/admin/blog/new", "New Post | Kaleon AI Admin", { Cookie: cookie }],
    ] as const;
    for (const [path, title, headers] of screens) {
      const html = await (await request(path, { headers })).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it("answers an unknown /admin address with the not-found page inside the admin layout, for admins only", async () => {
    const signedOut = await request("/admin/no-such-screen", { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/login/);

    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const response = await request("/admin/no-such-screen", { headers: { Cookie: cookie } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).not.toContain("Something went wrong");
    expect(html).toContain(admin.email);
  });
});
