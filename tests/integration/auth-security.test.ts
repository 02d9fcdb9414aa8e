import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { upsertAdminAccount } from "~/services/auth/admin-accounts.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/api-guard.server";
import { createApiKey, revokeApiKey } from "~/services/auth/api-keys.server";
import { ACCOUNT_LOCK, LOCKOUT_RULES } from "~/services/auth/lockout.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { signInWithPassword } from "~/services/auth/sign-in.server";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
} from "~/services/auth/two-factor/enrolment.server";
import { accountLockouts, apiKeys, securityAuditLog, users } from "~db/schema";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  TEST_META,
  testFieldKeys,
  testIp,
  withContext,
} from "../support/admin";
import { postJson, request, withDb } from "../support/worker";

const MINUTE = 60_000;
const meta = (ipAddress = testIp()): RequestMeta => ({
  ipAddress,
  userAgent: "vitest",
  requestId: crypto.randomUUID(),
});

describe("account lockout", { timeout: 180_000 }, () => {
  it("locks an address out of the account after 5 failures in 15 minutes, refuses it even the right password with 423, and says when to retry", async () => {
    const admin = await createAdmin();
    const ip = testIp();
    const attempt = (password: string, from = ip) =>
      postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password },
        { headers: { "CF-Connecting-IP": from } },
      );
    for (let i = 1; i < LOCKOUT_RULES["email+ip"].maxFailures; i++)
      expect((await attempt("Wrong-Password-1!")).status).toBe(401);
    const fifth = await attempt("Wrong-Password-1!");
    expect(fifth.status).toBe(423);

    const locked = await attempt(admin.password);
    expect(locked.status).toBe(423);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const body = (await locked.json()) as { message: string; retryAfter: number };
    expect(body.message).toMatch(/try again in 15 minutes/);
    expect(body.retryAfter).toBeGreaterThan(14 * 60);

    const screen = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: admin.password }),
      headers: { "CF-Connecting-IP": ip },
    });
    expect(screen.status).toBe(423);
    expect(await screen.text()).toMatch(/role="alert"[^>]*>Too many failed sign-in attempts/);

    const actions = (
      await withDb((db) =>
        db.select().from(securityAuditLog).where(eq(securityAuditLog.userId, admin.id)),
      )
    ).map((r) => r.action);
    expect(actions).toContain("auth.lockout");

    // The owner, somewhere else, is not locked out by someone else's guesses.
    expect((await attempt(admin.password, testIp())).status).toBe(200);
    const elsewhere = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: admin.password }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(302);
  });

  it("locks the account for every address only once 5 addresses have failed within the window", async () => {
    const admin = await createAdmin();
    const start = new Date();
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      const right = { email: admin.email, password: admin.password };
      const guessers = Array.from({ length: ACCOUNT_LOCK.addresses }, () => meta());
      for (const guesser of guessers.slice(0, -1))
        for (let i = 1; i < LOCKOUT_RULES["email+ip"].maxFailures; i++)
          expect((await signInWithPassword(db, wrong, guesser, start)).outcome).toBe("invalid");
      expect((await signInWithPassword(db, right, meta(), start)).outcome).toBe("signed_in");

      const last = await signInWithPassword(db, wrong, guessers.at(-1)!, start);
      expect(last.outcome === "locked" && last.lock).toEqual({
        scope: "email",
        lockedUntil: new Date(start.getTime() + 15 * MINUTE),
      });
      const owner = await signInWithPassword(db, right, meta(), start);
      expect(owner.outcome === "locked" && owner.lock.scope).toBe("email");
      expect(owner.outcome === "locked" && owner.message).toBe(
        "Too many failed sign-in attempts. This account is locked; try again in 15 minutes.",
      );
    });
  });

  it("doubles the lock of one address on the account while the owner signs in from another (injected clock)", async () => {
    const admin = await createAdmin();
    const guesser = meta();
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      const fail5 = async (minute: number) => {
        let last;
        for (let i = 0; i < 5; i++) last = await signInWithPassword(db, wrong, guesser, at(minute));
        return last!;
      };
      const first = await fail5(0);
      expect(first.outcome === "locked" && first.lock).toEqual({
        scope: "email+ip",
        lockedUntil: at(15),
      });
      const second = await fail5(16);
      expect(second.outcome === "locked" && second.lock.lockedUntil).toEqual(at(16 + 30));
      const right = { email: admin.email, password: admin.password };
      expect((await signInWithPassword(db, right, guesser, at(20))).outcome).toBe("locked");
      expect((await signInWithPassword(db, right, meta(), at(20))).outcome).toBe("signed_in");
    });
  });

  it("counts the addresses of one IPv6 network (/64) as one address", async () => {
    const admin = await createAdmin();
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      let last;
      for (let i = 1; i <= LOCKOUT_RULES["email+ip"].maxFailures; i++)
        last = await signInWithPassword(db, wrong, meta(`${network}::${i.toString(16)}`));
      expect(last!.outcome === "locked" && last!.lock.scope).toBe("email+ip");
      const right = { email: admin.email, password: admin.password };
      expect((await signInWithPassword(db, right, meta(`${network}:0:0:0:99`))).outcome).toBe(
        "locked",
      );
      expect((await signInWithPassword(db, right, meta(`${network}1::1`))).outcome).toBe(
        "signed_in",
      );
    });
  });

  it("counts a wrong second-factor code against the address it came from", async () => {
    const admin = await adminWithTwoFactor();
    const ip = testIp();
    const login = (from: string) =>
      postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password: admin.password },
        { headers: { "CF-Connecting-IP": from } },
      );
    const challenge = ((await (await login(ip)).json()) as { challengeToken: string })
      .challengeToken;
    const statuses = [];
    for (let i = 0; i < LOCKOUT_RULES["email+ip"].maxFailures; i++)
      statuses.push(
        (
          await postJson(
            "/api/v1/admin/auth/2fa",
            { challengeToken: challenge, code: "000000" },
            { headers: { "CF-Connecting-IP": ip } },
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect((await login(ip)).status).toBe(423);
    expect((await login(testIp())).status).toBe(200);
  });

  it("counts the current-password checks of Settings against the address they came from", async () => {
    const admin = await createAdmin();
    const ip = testIp();
    const cookie = await signInWithForm(admin.email, admin.password);
    const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
    const statuses = [];
    for (let i = 0; i < LOCKOUT_RULES["email+ip"].maxFailures; i++)
      statuses.push(
        (
          await request("/admin/settings", {
            method: "POST",
            body: form({
              csrf,
              intent: "change-password",
              currentPassword: "Wrong-Password-1!",
              newPassword: "Brand-New-Secret-77!",
              confirmPassword: "Brand-New-Secret-77!",
            }),
            headers: { Cookie: cookie, "CF-Connecting-IP": ip },
            redirect: "manual",
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const signIn = (from: string) =>
      postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password: admin.password },
        { headers: { "CF-Connecting-IP": from } },
      );
    expect((await signIn(ip)).status).toBe(423);
    expect((await signIn(testIp())).status).toBe(200);
  });

  it("lifts every lock of the account when `npm run admin:create` resets its password", async () => {
    const admin = await createAdmin();
    const guessers = Array.from({ length: ACCOUNT_LOCK.addresses }, () => meta());
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      for (const guesser of guessers)
        for (let i = 0; i < LOCKOUT_RULES["email+ip"].maxFailures; i++)
          await signInWithPassword(db, wrong, guesser);
      const right = { email: admin.email, password: admin.password };
      expect((await signInWithPassword(db, right, meta())).outcome).toBe("locked");

      const password = "Reset-By-The-Operator-9!";
      await upsertAdminAccount(db, { email: admin.email, password, role: "admin" });
      const renewed = { email: admin.email, password };
      expect((await signInWithPassword(db, renewed, guessers[0]!)).outcome).toBe("signed_in");
      expect((await signInWithPassword(db, renewed, meta())).outcome).toBe("signed_in");
    });
  });

  it("lets the account in once its lock is over, doubles the next lock, and resets on success (injected clock)", async () => {
    const admin = await createAdmin();
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      const fail5 = async (minute: number) => {
        let last;
        for (let i = 0; i < 5; i++) last = await signInWithPassword(db, wrong, meta(), at(minute));
        return last!;
      };

      const first = await fail5(0);
      expect(first.outcome).toBe("locked");
      expect(first.outcome === "locked" && first.lock.lockedUntil.getTime()).toBe(at(15).getTime());
      expect(
        (
          await signInWithPassword(
            db,
            { email: admin.email, password: admin.password },
            meta(),
            at(14),
          )
        ).outcome,
      ).toBe("locked");

      const second = await fail5(16);
      expect(second.outcome === "locked" && second.lock.lockedUntil.getTime()).toBe(
        at(16 + 30).getTime(),
      );

      const third = await fail5(47);
      expect(third.outcome === "locked" && third.lock.lockedUntil.getTime()).toBe(
        at(47 + 60).getTime(),
      );

      expect(
        (
          await signInWithPassword(
            db,
            { email: admin.email, password: admin.password },
            meta(),
            at(108),
          )
        ).outcome,
      ).toBe("signed_in");
      const rows = await db
        .select()
        .from(accountLockouts)
        .where(eq(accountLockouts.identifier, admin.email));
      expect(rows).toHaveLength(0);
    });
  });

  it("forgets failures older than the 15-minute window", async () => {
    const admin = await createAdmin();
    const start = new Date();
    await withContext(async (_context, db) => {
      const wrong = { email: admin.email, password: "Wrong-Password-1!" };
      for (let i = 0; i < 4; i++) await signInWithPassword(db, wrong, meta(), start);
      const later = new Date(start.getTime() + 16 * MINUTE);
      expect((await signInWithPassword(db, wrong, meta(), later)).outcome).toBe("invalid");
    });
  });

  it("limits one network more loosely across many accounts", async () => {
    const ip = testIp();
    const start = new Date();
    await withContext(async (_context, db) => {
      let result;
      for (let i = 0; i < LOCKOUT_RULES.ip.maxFailures; i++) {
        result = await signInWithPassword(
          db,
          { email: `someone-${i}@example.com`, password: "Wrong-Password-1!" },
          meta(ip),
          start,
        );
      }
      expect(result!.outcome).toBe("locked");
      expect(result!.outcome === "locked" && result!.lock.scope).toBe("ip");
      const admin = await createAdmin();
      expect(
        (
          await signInWithPassword(
            db,
            { email: admin.email, password: admin.password },
            meta(ip),
            start,
          )
        ).outcome,
      ).toBe("locked");
      expect(
        (
          await signInWithPassword(
            db,
            { email: admin.email, password: admin.password },
            meta(testIp()),
            start,
          )
        ).outcome,
      ).toBe("signed_in");
    });
  });
});

async function adminWithTwoFactor() {
  const admin = await createAdmin();
  const now = new Date();
  const { secret, backupCodes } = await withDb(async (db) => {
    const keys = await testFieldKeys();
    const secret = await beginTwoFactorSetup(db, keys, admin.id);
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });
    const confirmed = await confirmTwoFactorSetup(db, keys, admin.id, code, now);
    return { secret, backupCodes: confirmed!.backupCodes };
  });
  return { ...admin, secret, backupCodes, setupTime: now };
}

const codeAt = (secret: string, date: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: date.getTime() });

describe("two-factor sign-in", () => {
  it("asks for the code after the password, accepts the next code once, and refuses it a second time", async () => {
    const admin = await adminWithTwoFactor();
    const first = await postJson(
      "/api/v1/admin/auth/login",
      { email: admin.email, password: admin.password },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(first.status).toBe(200);
    const challenge = (await first.json()) as {
      twoFactorRequired: boolean;
      challengeToken: string;
      tokens?: unknown;
    };
    expect(challenge.twoFactorRequired).toBe(true);
    expect(challenge.tokens).toBeUndefined();

    // The code of the setup's time step was spent when 2FA was switched on.
    const spent = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken: challenge.challengeToken,
      code: codeAt(admin.secret, admin.setupTime),
    });
    expect(spent.status).toBe(401);

    const next = codeAt(admin.secret, new Date(admin.setupTime.getTime() + 30_000));
    const ok = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken: challenge.challengeToken,
      code: next,
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { tokens: { accessToken: string }; user: { email: string } };
    expect(body.user.email).toBe(admin.email);
    expect(
      (
        await request("/api/v1/admin/auth/me", {
          headers: { Authorization: `Bearer ${body.tokens.accessToken}` },
        })
      ).status,
    ).toBe(200);

    const replay = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken: challenge.challengeToken,
      code: next,
    });
    expect(replay.status).toBe(401);
  });

  it("accepts each backup code once instead of a TOTP code", async () => {
    const admin = await adminWithTwoFactor();
    const login = async () =>
      (
        (await (
          await postJson(
            "/api/v1/admin/auth/login",
            { email: admin.email, password: admin.password },
            { headers: { "CF-Connecting-IP": testIp() } },
          )
        ).json()) as { challengeToken: string }
      ).challengeToken;
    const backup = admin.backupCodes[3]!;
    expect(
      (
        await postJson("/api/v1/admin/auth/2fa", {
          challengeToken: await login(),
          code: backup.toUpperCase(),
        })
      ).status,
    ).toBe(200);
    expect(
      (await postJson("/api/v1/admin/auth/2fa", { challengeToken: await login(), code: backup }))
        .status,
    ).toBe(401);
    const [row] = await withDb((db) =>
      db.select({ codes: users.twoFactorBackupCodes }).from(users).where(eq(users.id, admin.id)),
    );
    expect(row!.codes).toHaveLength(9);
    expect(row!.codes!.some((hash) => admin.backupCodes.includes(hash))).toBe(false);
  });

  it("refuses a forged or password-less challenge", async () => {
    const response = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken: "forged",
      code: "123456",
    });
    expect(response.status).toBe(401);
  });

  it("asks for the code on the sign-in screen as a second step", async () => {
    const admin = await adminWithTwoFactor();
    const first = await request("/admin/login", {
      method: "POST",
      body: form({ email: admin.email, password: admin.password }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Authentication code");
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)![1]!;

    const wrong = await request("/admin/login", {
      method: "POST",
      body: form({ intent: "two-factor", challenge, code: "000000" }),
      headers: { "CF-Connecting-IP": testIp() },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/role="alert"[^>]*>Invalid verification code/);

    const next = codeAt(admin.secret, new Date(admin.setupTime.getTime() + 30_000));
    const ok = await request("/admin/login", {
      method: "POST",
      body: form({ intent: "two-factor", challenge, code: next }),
      headers: { "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/dashboard");
  });
});

describe("API keys", () => {
  it("authenticate within their permissions, stamp lastUsed, and stop at once when revoked", async () => {
    const owner = await createAdmin();
    await withContext(async (context, db) => {
      const { key, apiKey: record } = await createApiKey(
        db,
        owner,
        { name: "Reporting", permissions: ["read"] },
        TEST_META,
      );
      expect(key.length).toBeGreaterThanOrEqual(32);
      const [stored] = await db.select().from(apiKeys).where(eq(apiKeys.id, record.id));
      expect(stored!.key).not.toBe(key);
      expect(key.startsWith(stored!.prefix)).toBe(true);

      const me = await request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key } });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ apiKey: { name: "Reporting", permissions: ["read"] } });
      const [used] = await db
        .select({ lastUsed: apiKeys.lastUsed })
        .from(apiKeys)
        .where(eq(apiKeys.id, record.id));
      expect(used!.lastUsed).toBeInstanceOf(Date);

      const write = new Request("http://localhost/api/v1/admin/blog/posts", {
        method: "POST",
        headers: { "X-API-Key": key },
      });
      const refused = await requireApiAuth(write, context, { permission: "write" }).catch(
        (response: Response) => response,
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);

      const writer = await createApiKey(
        db,
        owner,
        { name: "Publisher", permissions: ["read", "write"] },
        TEST_META,
      );
      const writeRequest = new Request("http://localhost/api/v1/admin/blog/posts", {
        method: "POST",
        headers: { "X-API-Key": writer.key },
      });
      const principal = await requireApiAuth(writeRequest, context, { permission: "write" });
      expect(principal.via).toBe("api_key");
      await expect(requireApiCsrf(writeRequest, context, principal)).resolves.toBeUndefined();
      const deleteRefused = await requireApiAuth(writeRequest, context, {
        permission: "delete",
      }).catch((response: Response) => response.status);
      expect(deleteRefused).toBe(403);

      await revokeApiKey(db, owner, record.id, TEST_META);
      const revoked = await request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key } });
      expect(revoked.status).toBe(401);
      expect(typeof ((await revoked.json()) as { message: string }).message).toBe("string");
      expect(
        (
          await request("/api/v1/admin/auth/me", {
            headers: { "X-API-Key": "kal_not-a-real-key-but-long-enough-xxxxxxxx" },
          })
        ).status,
      ).toBe(401);
    });
  });

  it("need no CSRF token, while Bearer writes without X-CSRF-Token are refused with 403", async () => {
    const admin = await createAdmin();
    const login = (await (
      await postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password: admin.password },
        { headers: { "CF-Connecting-IP": testIp() } },
      )
    ).json()) as {
      tokens: { accessToken: string };
    };
    const { csrfToken } = (await (
      await request("/api/v1/admin/auth/csrf", {
        headers: { Authorization: `Bearer ${login.tokens.accessToken}` },
      })
    ).json()) as { csrfToken: string };
    await withContext(async (context) => {
      const headers = { Authorization: `Bearer ${login.tokens.accessToken}` };
      const without = new Request("http://localhost/api/v1/admin/blog/posts", {
        method: "POST",
        headers,
      });
      const principal = await requireApiAuth(without, context, { permission: "write" });
      const refused = await requireApiCsrf(without, context, principal).catch(
        (response: Response) => response,
      );
      expect((refused as Response).status).toBe(403);
      expect(await (refused as Response).json()).toEqual({
        message: "Invalid or missing CSRF token",
      });
      const wrong = new Request("http://localhost/x", {
        method: "POST",
        headers: { ...headers, "X-CSRF-Token": "wrong" },
      });
      expect(
        await requireApiCsrf(wrong, context, principal).catch(
          (response: Response) => response.status,
        ),
      ).toBe(403);
      const right = new Request("http://localhost/x", {
        method: "POST",
        headers: { ...headers, "X-CSRF-Token": csrfToken },
      });
      await expect(requireApiCsrf(right, context, principal)).resolves.toBeUndefined();
    });
  });
});
