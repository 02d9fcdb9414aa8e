import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { adminSessions, apiKeys, securityAuditLog, users } from "~db/schema";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  storedSecretInClear,
  testIp,
} from "../support/admin";
import { mailSoFarTo, mailTo } from "../support/mail-outbox";
import { postJson, request, withDb } from "../support/worker";

async function post(
  cookie: string,
  fields: Record<string, string>,
  extra: [string, string][] = [],
) {
  const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
  const body = form({ csrf, ...fields });
  for (const [key, value] of extra) body.append(key, value);
  return request("/admin/settings", {
    method: "POST",
    body,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

const actions = async (userId: string) =>
  (
    await withDb((db) =>
      db
        .select({ action: securityAuditLog.action })
        .from(securityAuditLog)
        .where(eq(securityAuditLog.userId, userId)),
    )
  ).map((r) => r.action);

/** The codes in the page's "Backup codes" list. */
const shownBackupCodes = (html: string) =>
  (/aria-label="Backup codes"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "").match(
    /[a-z2-9]{5}-[a-z2-9]{5}/g,
  ) ?? [];

describe("/admin/settings", { timeout: 120_000 }, () => {
  it("needs a session and the CSRF token", async () => {
    expect((await request("/admin/settings", { redirect: "manual" })).headers.get("location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fsettings",
    );
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const forged = await request("/admin/settings", {
      method: "POST",
      body: form({ intent: "2fa-start" }),
      headers: { Cookie: cookie },
    });
    expect(forged.status).toBe(403);
  });

  it("answers a form it does not know with 400 and says so on the page", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    // Names every object has are not forms either.
    for (const intent of ["delete-everything", "constructor", "__proto__", ""]) {
      const answer = await post(cookie, { intent });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("Unknown action");
    }
  });

  it("changes the password with the current one and the policy, ending the other sessions", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const other = await signInWithForm(admin.email, admin.password);
    const newPassword = "Brand-New-Secret-77!";

    const wrongCurrent = await post(cookie, {
      intent: "change-password",
      currentPassword: "Not-It-12345!",
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("Current password is incorrect");

    const weak = await post(cookie, {
      intent: "change-password",
      currentPassword: admin.password,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password must be at least 12 characters");

    const ok = await post(cookie, {
      intent: "change-password",
      currentPassword: admin.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(ok.status).toBe(302);
    expect((await request("/admin/dashboard", { headers: { Cookie: cookie } })).status).toBe(200);
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: other }, redirect: "manual" }))
        .status,
    ).toBe(302);
    expect(
      (
        await postJson(
          "/api/v1/admin/auth/login",
          { email: admin.email, password: newPassword },
          { headers: { "CF-Connecting-IP": testIp() } },
        )
      ).status,
    ).toBe(200);
    expect(await actions(admin.id)).toContain("auth.password.changed");
    // The refused attempts sent nothing; the change sends the owner one notice.
    const notices = await mailTo(admin.email);
    expect(notices.map((mail) => mail.subject)).toEqual(["Your password was changed | Kaleon AI"]);
    expect(notices[0]!.text).toContain("The password of your account was changed.");
    expect(notices[0]!.text).not.toContain(newPassword);
  });

  it("sets up two-factor authentication with a QR code and shows ten backup codes once", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    expect((await post(cookie, { intent: "2fa-start" })).status).toBe(302);
    const page = await (await request("/admin/settings", { headers: { Cookie: cookie } })).text();
    expect(page).toContain('src="data:image/svg+xml;base64,');
    expect(page).toContain("otpauth://totp/");
    const [row] = await withDb((db) =>
      db.select({ secret: users.twoFactorPendingSecret }).from(users).where(eq(users.id, admin.id)),
    );

    const wrong = await post(cookie, { intent: "2fa-confirm", code: "000000" });
    expect(wrong.status).toBe(400);

    const secret = (await storedSecretInClear(row!.secret, admin.id))!;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const confirmed = await post(cookie, { intent: "2fa-confirm", code });
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html.match(/[a-z2-9]{5}-[a-z2-9]{5}/g)?.length).toBeGreaterThanOrEqual(10);
    const [after] = await withDb((db) => db.select().from(users).where(eq(users.id, admin.id)));
    expect(after!.twoFactorEnabled).toBe(true);
    expect(after!.twoFactorBackupCodes).toHaveLength(10);

    const disableWrong = await post(cookie, {
      intent: "2fa-disable",
      currentPassword: "Wrong-Password-1!",
    });
    expect(disableWrong.status).toBe(400);
    expect(
      (await post(cookie, { intent: "2fa-disable", currentPassword: admin.password })).status,
    ).toBe(302);
    const [off] = await withDb((db) => db.select().from(users).where(eq(users.id, admin.id)));
    expect(off!.twoFactorEnabled).toBe(false);
    expect(off!.twoFactorSecret).toBeNull();
    const logged = await actions(admin.id);
    expect(logged).toContain("auth.2fa.enabled");
    expect(logged).toContain("auth.2fa.disabled");
    expect((await mailTo(admin.email)).map((mail) => mail.subject)).toEqual([
      "Two-factor sign-in was turned off | Kaleon AI",
    ]);
  });

  it("replaces the authenticator only with the password and a current code, keeps the old one until the new one is confirmed, and audits each step", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const userRow = async () =>
      (await withDb((db) => db.select().from(users).where(eq(users.id, admin.id))))[0]!;
    const codeAt = (secret: string, offsetSteps = 0) =>
      TOTP.generate({
        secret: Secret.fromBase32(secret),
        timestamp: Date.now() + offsetSteps * 30_000,
      });

    /** The key the page shows for the authenticator app while a set-up is open. */
    const keyOnPage = async () =>
      /<code[^>]*>([A-Z2-7]{16,})<\/code>/.exec(
        await (await request("/admin/settings", { headers: { Cookie: cookie } })).text(),
      )?.[1];

    expect((await post(cookie, { intent: "2fa-start" })).status).toBe(302);
    const first = (await keyOnPage())!;
    const enabled = await post(cookie, { intent: "2fa-confirm", code: codeAt(first) });
    expect(enabled.status).toBe(200);
    const backupCodes = shownBackupCodes(await enabled.text());
    expect(backupCodes).toHaveLength(10);

    // While 2FA is on, a new set-up needs the password and a current code; nothing changes otherwise.
    const bare = await post(cookie, { intent: "2fa-start" });
    expect(bare.status).toBe(400);
    const wrongPassword = await post(cookie, {
      intent: "2fa-start",
      currentPassword: "Wrong-Password-1!",
      code: backupCodes[0]!,
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("Current password is incorrect");
    const wrongCode = await post(cookie, {
      intent: "2fa-start",
      currentPassword: admin.password,
      code: "000000",
    });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain("Invalid verification code");
    expect((await post(cookie, { intent: "2fa-cancel" })).status).toBe(302);
    let row = await userRow();
    expect(row.twoFactorEnabled).toBe(true);
    expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(first);
    expect(row.twoFactorPendingSecret).toBeNull();

    // With both, the new secret waits beside the old one, which still signs in.
    expect(
      (
        await post(cookie, {
          intent: "2fa-start",
          currentPassword: admin.password,
          code: backupCodes[0]!,
        })
      ).status,
    ).toBe(302);
    row = await userRow();
    expect(row.twoFactorEnabled).toBe(true);
    expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(first);
    expect(await storedSecretInClear(row.twoFactorPendingSecret, admin.id)).toBe(await keyOnPage());
    expect(row.twoFactorPendingSecret).not.toBe(first);
    const challenge = (await (
      await postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password: admin.password },
        { headers: { "CF-Connecting-IP": testIp() } },
      )
    ).json()) as { challengeToken: string };
    expect(
      (
        await postJson("/api/v1/admin/auth/2fa", {
          challengeToken: challenge.challengeToken,
          code: codeAt(first, 1),
        })
      ).status,
    ).toBe(200);

    // Cancelling drops only the pending secret.
    expect((await post(cookie, { intent: "2fa-cancel" })).status).toBe(302);
    row = await userRow();
    expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(first);
    expect(row.twoFactorPendingSecret).toBeNull();

    // Confirming switches to the new secret with ten new backup codes.
    expect(
      (
        await post(cookie, {
          intent: "2fa-start",
          currentPassword: admin.password,
          code: backupCodes[1]!,
        })
      ).status,
    ).toBe(302);
    const second = (await keyOnPage())!;
    expect(second).not.toBe(first);
    const switched = await post(cookie, { intent: "2fa-confirm", code: codeAt(second) });
    expect(switched.status).toBe(200);
    const newCodes = shownBackupCodes(await switched.text());
    expect(newCodes).toHaveLength(10);
    row = await userRow();
    expect(row.twoFactorEnabled).toBe(true);
    expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(second);
    expect(row.twoFactorPendingSecret).toBeNull();
    expect(row.twoFactorBackupCodes).toHaveLength(10);

    const audit = await withDb((db) =>
      db
        .select({ action: securityAuditLog.action, metadata: securityAuditLog.metadata })
        .from(securityAuditLog)
        .where(eq(securityAuditLog.userId, admin.id)),
    );
    const logged = audit.map((r) => r.action);
    expect(logged.filter((a) => a === "auth.2fa.enrolment_started")).toHaveLength(3);
    expect(logged.filter((a) => a === "auth.2fa.enrolment_cancelled")).toHaveLength(1);
    expect(logged.filter((a) => a === "auth.reauth.failure")).toHaveLength(2);
    for (const action of [
      "auth.2fa.enabled",
      "auth.2fa.reenrolled",
      "auth.2fa.backup_codes_regenerated",
    ])
      expect(logged).toContain(action);
    const text = JSON.stringify(audit);
    for (const secret of [first, second, admin.password, ...backupCodes, ...newCodes])
      expect(text).not.toContain(secret);
  });

  it("lists the admin's sessions and revokes one", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const other = await signInWithForm(admin.email, admin.password);
    const sessions = await withDb((db) =>
      db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id)),
    );
    expect(sessions).toHaveLength(2);
    const page = await (await request("/admin/settings", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("This session");
    const otherId = Math.max(...sessions.map((s) => s.id));
    expect(
      (await post(cookie, { intent: "revoke-session", sessionId: String(otherId) })).status,
    ).toBe(302);
    expect(
      (await request("/admin/dashboard", { headers: { Cookie: other }, redirect: "manual" }))
        .status,
    ).toBe(302);
    expect(await actions(admin.id)).toContain("auth.session.revoked");
  });

  it("lets only a super admin create and revoke API keys; others see Access Denied", async () => {
    const plain = await createAdmin({ role: "admin" });
    const plainCookie = await signInWithForm(plain.email, plain.password);
    expect(
      await (await request("/admin/settings", { headers: { Cookie: plainCookie } })).text(),
    ).not.toContain("Create API key");
    const denied = await post(plainCookie, { intent: "create-api-key", name: "Nope" }, [
      ["permissions", "read"],
    ]);
    expect(denied.status).toBe(403);
    const deniedHtml = await denied.text();
    expect(deniedHtml).toContain("Access Denied");
    expect(deniedHtml).toContain("Super admin privileges required");

    const superAdmin = await createAdmin();
    const cookie = await signInWithForm(superAdmin.email, superAdmin.password);
    const created = await post(cookie, { intent: "create-api-key", name: "CI publisher" }, [
      ["permissions", "read"],
      ["permissions", "write"],
    ]);
    expect(created.status).toBe(200);
    const key = /(kal_[A-Za-z0-9_-]{43})/.exec(await created.text())?.[1];
    expect(key).toBeDefined();
    // Its maker hears of it, by its name, never its key; the refused attempt sent nothing.
    const [notice] = await mailTo(superAdmin.email);
    expect(notice!.subject).toBe("A new API key was made | Kaleon AI");
    expect(notice!.text).toContain("“CI publisher”");
    expect(notice!.text).not.toContain(key!);
    expect(await mailSoFarTo(plain.email)).toEqual([]);
    const me = await request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key! } });
    expect(await me.json()).toEqual({
      apiKey: { name: "CI publisher", permissions: ["read", "write"] },
    });

    const [row] = await withDb((db) =>
      db.select().from(apiKeys).where(eq(apiKeys.name, "CI publisher")),
    );
    expect(row!.key).not.toBe(key);
    expect(
      (await post(cookie, { intent: "revoke-api-key", apiKeyId: String(row!.id) })).status,
    ).toBe(302);
    expect(
      (await request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key! } })).status,
    ).toBe(401);
    const logged = await actions(superAdmin.id);
    expect(logged).toContain("api_key.created");
    expect(logged).toContain("api_key.revoked");
  });

  it('blank name → "Name is required"', async () => {
    const superAdmin = await createAdmin();
    const cookie = await signInWithForm(superAdmin.email, superAdmin.password);
    const response = await post(cookie, { intent: "create-api-key", name: "  " });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Name is required");
  });
});
