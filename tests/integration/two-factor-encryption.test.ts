/**
 * Two-factor secrets at rest: stored encrypted under ENCRYPTION_KEY, never in clear; enrolments
 * from before encryption and from an older key keep working and are stored again under the
 * current key; a rotation script does the same for every account.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { encryptField, fieldKeys } from "~/lib/field-encryption.server";
import { reencryptTwoFactorSecrets } from "~/services/auth/two-factor/stored-secrets.server";
import { newTotpSecret } from "~/services/auth/two-factor/totp.server";
import { users } from "~db/schema";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  storedSecretInClear,
  testIp,
} from "../support/admin";
import { postJson, request, requestWithEnv, withDb } from "../support/worker";

const CURRENT = (env as unknown as Record<string, string>).ENCRYPTION_KEY!;
const RETIRED = "a-retired-encryption-key-with-at-least-32-chars";
const UNRELATED = "an-unrelated-encryption-key-with-32-plus-chars";

const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const storedRow = async (id: string) =>
  (await withDb((db) => db.select().from(users).where(eq(users.id, id))))[0]!;

/** Signs in through the API with the password, then a code; the final status. */
async function signInWithCode(
  admin: { email: string; password: string },
  code: string,
  overrides?: Record<string, string>,
) {
  const send = (path: string, body: unknown) =>
    overrides
      ? requestWithEnv(overrides, path, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": testIp() },
          body: JSON.stringify(body),
        })
      : postJson(path, body, { headers: { "CF-Connecting-IP": testIp() } });
  const login = await send("/api/v1/admin/auth/login", {
    email: admin.email,
    password: admin.password,
  });
  const { challengeToken } = (await login.json()) as { challengeToken: string };
  return send("/api/v1/admin/auth/2fa", { challengeToken, code });
}

/** An admin whose 2FA secret is stored as given (in clear, or under some key). */
async function adminWithStoredSecret(store: (secret: string) => Promise<string> | string) {
  const admin = await createAdmin();
  const secret = newTotpSecret();
  await withDb(async (db) =>
    db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: await store(secret) })
      .where(eq(users.id, admin.id)),
  );
  return { ...admin, secret };
}

describe("two-factor secrets at rest", () => {
  it("are stored encrypted when an admin enrols, and still sign in", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const settings = async (fields: Record<string, string>) =>
      request("/admin/settings", {
        method: "POST",
        body: form({ csrf: await csrfTokenFromPage(cookie, "/admin/settings"), ...fields }),
        headers: { Cookie: cookie },
        redirect: "manual",
      });
    expect((await settings({ intent: "2fa-start" })).status).toBe(302);
    const page = await (await request("/admin/settings", { headers: { Cookie: cookie } })).text();
    const secret = /<code[^>]*>([A-Z2-7]{16,})<\/code>/.exec(page)![1]!;

    const pending = await storedRow(admin.id);
    expect(pending.twoFactorPendingSecret).toMatch(/^enc:v1:/);
    expect(pending.twoFactorPendingSecret).not.toContain(secret);

    expect((await settings({ intent: "2fa-confirm", code: codeFor(secret) })).status).toBe(200);
    const enrolled = await storedRow(admin.id);
    expect(enrolled.twoFactorSecret).toMatch(/^enc:v1:/);
    expect(enrolled.twoFactorSecret).not.toContain(secret);
    expect(JSON.stringify(enrolled)).not.toContain(secret);
    expect(await storedSecretInClear(enrolled.twoFactorSecret)).toBe(secret);

    expect((await signInWithCode(admin, codeFor(secret, 1))).status).toBe(200);
  });

  it("keep working when stored in clear before encryption, and are then encrypted", async () => {
    const admin = await adminWithStoredSecret((secret) => secret);
    expect((await signInWithCode(admin, codeFor(admin.secret))).status).toBe(200);
    const row = await storedRow(admin.id);
    expect(row.twoFactorSecret).toMatch(/^enc:v1:/);
    expect(await storedSecretInClear(row.twoFactorSecret)).toBe(admin.secret);
  });

  it("survive a key rotation: the old key still opens them while listed, and they move to the new one", async () => {
    const admin = await adminWithStoredSecret(async (secret) =>
      encryptField(await fieldKeys(RETIRED), secret),
    );
    const before = (await storedRow(admin.id)).twoFactorSecret!;
    const retiredId = before.split(":")[2];

    // Rotating: the current key first, the retired one still listed.
    const rotating = { ENCRYPTION_KEY: `${CURRENT},${RETIRED}` };
    expect((await signInWithCode(admin, codeFor(admin.secret), rotating)).status).toBe(200);
    const after = (await storedRow(admin.id)).twoFactorSecret!;
    expect(after.split(":")[2]).toBe((await fieldKeys(CURRENT)).current.id);
    expect(after.split(":")[2]).not.toBe(retiredId);

    // The retired key can go now: the secret is under the current one.
    expect((await signInWithCode(admin, codeFor(admin.secret, 1))).status).toBe(200);
  });

  it("cannot be opened once their key is removed: a clear server error, never a sign-in", async () => {
    const admin = await adminWithStoredSecret(async (secret) =>
      encryptField(await fieldKeys(UNRELATED), secret),
    );
    const response = await signInWithCode(admin, codeFor(admin.secret));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Internal server error" });
  });

  it("are all moved to the current key by the rotation script's service, once", async () => {
    const legacy = await adminWithStoredSecret((secret) => secret);
    const old = await adminWithStoredSecret(async (secret) =>
      encryptField(await fieldKeys(RETIRED), secret),
    );
    const lost = await adminWithStoredSecret(async (secret) =>
      encryptField(await fieldKeys(UNRELATED), secret),
    );
    const lostBefore = (await storedRow(lost.id)).twoFactorSecret;
    const keys = await fieldKeys(`${CURRENT},${RETIRED}`);
    const first = await withDb((db) => reencryptTwoFactorSecrets(db, keys));
    expect(first.reencrypted).toBeGreaterThanOrEqual(2);
    // A value whose key is gone is counted and left as it is; the others still move.
    expect(first.unreadable).toBeGreaterThanOrEqual(1);
    expect((await storedRow(lost.id)).twoFactorSecret).toBe(lostBefore);
    for (const admin of [legacy, old]) {
      const row = await storedRow(admin.id);
      expect(row.twoFactorSecret!.split(":")[2]).toBe(keys.current.id);
      expect(await storedSecretInClear(row.twoFactorSecret)).toBe(admin.secret);
    }
    // Only rows written by other tests meanwhile can be left for a second run.
    const again = await withDb((db) => reencryptTwoFactorSecrets(db, keys));
    expect(again.reencrypted).toBeLessThan(first.reencrypted);
  });
});
