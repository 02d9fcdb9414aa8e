/**
 * Attempts that arrive at the same moment: the lockout, the per-network limit, the attempts
 * on one 2FA challenge and the current-password checks of Settings must each let at most
 * their limit through to be evaluated, however many requests race for it. "Evaluated" is
 * counted in the audit log, which records every password or code that was actually checked.
 */
import { and, eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { newBackupCodes } from "~/services/auth/two-factor/backup-codes.server";
import { newTotpSecret } from "~/services/auth/two-factor/totp.server";
import { accountLockouts, securityAuditLog, users } from "~db/schema";
import { createAdmin, csrfTokenFromPage, form, signInWithForm, testIp } from "../support/admin";
import { postJson, request, withDb } from "../support/worker";

const WRONG = "Wrong-Password-1!";

const login = (email: string, password: string, ip = testIp()) =>
  postJson(
    "/api/v1/admin/auth/login",
    { email, password },
    { headers: { "CF-Connecting-IP": ip } },
  );

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

/** How many failed checks the audit log holds that match `where`. */
const failuresLogged = (where: ReturnType<typeof and>) =>
  withDb(async (db) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(securityAuditLog)
      .where(where);
    return row!.n;
  });

async function adminWithTwoFactor() {
  const admin = await createAdmin();
  const secret = newTotpSecret();
  const { codes, hashes } = newBackupCodes();
  await withDb((db) =>
    db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: secret, twoFactorBackupCodes: hashes })
      .where(eq(users.id, admin.id)),
  );
  return { ...admin, secret, backupCodes: codes };
}

async function challengeFor(admin: { email: string; password: string }) {
  const response = await login(admin.email, admin.password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { challengeToken: string }).challengeToken;
}

/** A six-digit code that is none of the codes the secret accepts around now. */
function wrongCodeFor(secret: string, salt: number) {
  const valid = new Set(
    [-2, -1, 0, 1, 2].map((step) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + step * 30_000 }),
    ),
  );
  for (let n = salt; ; n++) {
    const code = String((n * 7919) % 1_000_000).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

describe("a burst refused before any attempt is checked", () => {
  it("locks the account it names in its 423, so the right password waits too", async () => {
    const admin = await createAdmin();
    const account = admin.email.toLowerCase();
    // Six networks' attempts claimed at the same moment and not yet settled: the state a burst
    // is in when every attempt counts the others before any of them is given back.
    const now = new Date();
    await withDb((db) =>
      db.insert(accountLockouts).values(
        Array.from({ length: 6 }, () => {
          const network = testIp();
          return {
            identifier: `${network}\n${account}`,
            identifierType: "email+ip" as const,
            account,
            failedAttempts: 1,
            lastFailedAt: now,
            createdAt: now,
            updatedAt: now,
          };
        }),
      ),
    );
    const refused = await login(admin.email, WRONG);
    expect(refused.status).toBe(423);

    // The burst's attempts are given back unchecked: nothing failed, yet the 423 named a lock.
    await withDb((db) =>
      db
        .update(accountLockouts)
        .set({ failedAttempts: 0 })
        .where(eq(accountLockouts.account, account)),
    );
    const right = await login(admin.email, admin.password);
    expect(right.status).toBe(423);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("attempts in parallel", { timeout: 180_000 }, () => {
  it("40 wrong passwords at once for one admin (from 40 addresses): at most 5 are checked, the rest get 423, and the right password is refused while locked", async () => {
    const admin = await createAdmin();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => (await login(admin.email, WRONG)).status),
    );
    const counts = tally(statuses);
    console.info(`40 parallel wrong passwords for one admin: ${JSON.stringify(counts)}`);
    const evaluated = await failuresLogged(
      and(eq(securityAuditLog.action, "auth.login.failure"), eq(securityAuditLog.userId, admin.id)),
    );
    console.info(`  evaluated (audited failures): ${evaluated}`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[423] ?? 0)).toBe(40);

    const right = await login(admin.email, admin.password);
    expect(right.status).toBe(423);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("40 wrong passwords at once for one admin from one address: at most 5 are checked, the rest get 423, and the owner signs in from elsewhere", async () => {
    const admin = await createAdmin();
    const ip = testIp();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => (await login(admin.email, WRONG, ip)).status),
    );
    const counts = tally(statuses);
    console.info(`40 parallel wrong passwords from one address: ${JSON.stringify(counts)}`);
    const evaluated = await failuresLogged(
      and(eq(securityAuditLog.action, "auth.login.failure"), eq(securityAuditLog.userId, admin.id)),
    );
    expect(evaluated).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[423] ?? 0)).toBe(40);
    expect((await login(admin.email, admin.password, ip)).status).toBe(423);
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it("40 wrong passwords at once from one network across addresses: at most 20 are checked, the rest get 429", async () => {
    const ip = testIp();
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await login(`racer-${i}-${ip}@example.com`, WRONG, ip)).status,
      ),
    );
    const counts = tally(statuses);
    console.info(`40 parallel wrong passwords from one IP: ${JSON.stringify(counts)}`);
    const evaluated = await failuresLogged(
      and(eq(securityAuditLog.action, "auth.login.failure"), eq(securityAuditLog.ipAddress, ip)),
    );
    console.info(`  evaluated (audited failures): ${evaluated}`);
    expect(evaluated).toBeLessThanOrEqual(20);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(20);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
  });

  it("30 wrong codes at once on one challenge: at most 5 are checked and the challenge is dead", async () => {
    const admin = await adminWithTwoFactor();
    const challengeToken = await challengeFor(admin);
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) =>
          (
            await postJson(
              "/api/v1/admin/auth/2fa",
              { challengeToken, code: wrongCodeFor(admin.secret, i + 1) },
              { headers: { "CF-Connecting-IP": testIp() } },
            )
          ).status,
      ),
    );
    const counts = tally(statuses);
    console.info(`30 parallel wrong codes on one challenge: ${JSON.stringify(counts)}`);
    const evaluated = await failuresLogged(
      and(
        eq(securityAuditLog.action, "auth.login.failure"),
        eq(securityAuditLog.userId, admin.id),
        sql`${securityAuditLog.metadata}->>'reason' = 'wrong_code'`,
      ),
    );
    console.info(`  evaluated (audited failures): ${evaluated}`);
    expect(evaluated).toBeLessThanOrEqual(5);

    // Even a right (backup) code no longer completes this challenge.
    const after = await postJson(
      "/api/v1/admin/auth/2fa",
      { challengeToken, code: admin.backupCodes[0] },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(after.status).toBe(401);
  });

  it("a challenge completed twice at once signs in once", async () => {
    const admin = await adminWithTwoFactor();
    const challengeToken = await challengeFor(admin);
    const statuses = await Promise.all(
      admin.backupCodes
        .slice(0, 5)
        .map(
          async (code) =>
            (
              await postJson(
                "/api/v1/admin/auth/2fa",
                { challengeToken, code },
                { headers: { "CF-Connecting-IP": testIp() } },
              )
            ).status,
        ),
    );
    const counts = tally(statuses);
    console.info(`one challenge, 5 valid backup codes at once: ${JSON.stringify(counts)}`);
    expect(counts[200]).toBe(1);
    expect(counts[401]).toBe(4);

    // Spent: the next valid code is refused on the same challenge, but works on a new one.
    const again = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken,
      code: admin.backupCodes[6],
    });
    expect(again.status).toBe(401);
    const fresh = await postJson("/api/v1/admin/auth/2fa", {
      challengeToken: await challengeFor(admin),
      code: admin.backupCodes[6],
    });
    expect(fresh.status).toBe(200);
  });

  it("25 wrong current passwords at once in Settings: at most 5 are checked, the rest are locked out", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
    const attempt = () =>
      request("/admin/settings", {
        method: "POST",
        body: form({
          csrf,
          intent: "change-password",
          currentPassword: WRONG,
          newPassword: "Brand-New-Secret-77!",
          confirmPassword: "Brand-New-Secret-77!",
        }),
        headers: { Cookie: cookie, "CF-Connecting-IP": testIp() },
        redirect: "manual",
      });
    const responses = await Promise.all(Array.from({ length: 25 }, attempt));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    const counts = tally(responses.map((r) => r.status));
    console.info(`25 parallel wrong current passwords in Settings: ${JSON.stringify(counts)}`);
    const checked = bodies.filter((b) => b.includes("Current password is incorrect")).length;
    console.info(`  answered "Current password is incorrect": ${checked}`);
    expect(checked).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[423] ?? 0)).toBe(25);

    // The right password is refused too until the lock ends.
    const right = await request("/admin/settings", {
      method: "POST",
      body: form({
        csrf,
        intent: "change-password",
        currentPassword: admin.password,
        newPassword: "Brand-New-Secret-77!",
        confirmPassword: "Brand-New-Secret-77!",
      }),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(right.status).toBe(423);
  });
});
