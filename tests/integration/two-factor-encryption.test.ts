/**
 * Two-factor secrets at rest: stored encrypted under ENCRYPTION_KEY and bound to their account,
 * never in clear; enrolments from before encryption, in the first encrypted format and from an
 * older key keep working and are stored again in the current form; a rotation script does the
 * same for every account.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { decryptField, encryptField, fieldKeys } from "~/lib/field-encryption.server";
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
/** A secret as the first encrypted format (enc:v1:) stored it under RETIRED, made by that code. */
const V1_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const V1_STORED =
  "enc:v1:f0d096ad:xSvzb6ytxSAVxKuC:PW8pPYHmEugUmLFENe0C-TC2O9uyEd30UeowsuiRZet3pFHPqFn49XcyO8LA27L1";

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
async function adminWithStoredSecret(
  store: (secret: string, userId: string) => Promise<string> | string,
  secret = newTotpSecret(),
) {
  const admin = await createAdmin();
  await withDb(async (db) =>
    db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: await store(secret, admin.id) })
      .where(eq(users.id, admin.id)),
  );
  return { ...admin, secret };
}

/** An admin whose 2FA secret is stored in the first encrypted format, under RETIRED. */
const adminWithV1Secret = () => adminWithStoredSecret(() => V1_STORED, V1_SECRET);

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
    expect(pending.twoFactorPendingSecret).toMatch(/^enc:v2:/);
    expect(pending.twoFactorPendingSecret).not.toContain(secret);

    expect((await settings({ intent: "2fa-confirm", code: codeFor(secret) })).status).toBe(200);
    const enrolled = await storedRow(admin.id);
    expect(enrolled.twoFactorSecret).toMatch(/^enc:v2:/);
    expect(enrolled.twoFactorSecret).not.toContain(secret);
    expect(JSON.stringify(enrolled)).not.toContain(secret);
    expect(await storedSecretInClear(enrolled.twoFactorSecret, admin.id)).toBe(secret);

    expect((await signInWithCode(admin, codeFor(secret, 1))).status).toBe(200);
  });

  it("keep working when stored in clear before encryption, and are then encrypted", async () => {
    const admin = await adminWithStoredSecret((secret) => secret);
    expect((await signInWithCode(admin, codeFor(admin.secret))).status).toBe(200);
    const row = await storedRow(admin.id);
    expect(row.twoFactorSecret).toMatch(/^enc:v2:/);
    expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(admin.secret);
  });

  it("survive a key rotation: the old key still opens them while listed, and they move to the new one", async () => {
    const admin = await adminWithStoredSecret(async (secret, userId) =>
      encryptField(await fieldKeys(RETIRED), secret, userId),
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
    const admin = await adminWithStoredSecret(async (secret, userId) =>
      encryptField(await fieldKeys(UNRELATED), secret, userId),
    );
    const response = await signInWithCode(admin, codeFor(admin.secret));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Internal server error" });
  });

  it("do not sign in another admin when copied into that admin's row", async () => {
    const owner = await adminWithStoredSecret(async (secret, userId) =>
      encryptField(await fieldKeys(CURRENT), secret, userId),
    );
    const copied = (await storedRow(owner.id)).twoFactorSecret!;
    const intruder = await adminWithStoredSecret(() => copied, owner.secret);

    const response = await signInWithCode(intruder, codeFor(owner.secret));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Internal server error" });
    expect((await storedRow(intruder.id)).twoFactorSecret).toBe(copied);
    expect((await signInWithCode(owner, codeFor(owner.secret))).status).toBe(200);
  });

  it("keep working when stored in the first encrypted format, and are then stored in the current one", async () => {
    const admin = await adminWithV1Secret();
    // RETIRED as the only, current key: the value is stale for its format alone.
    const retiredOnly = { ENCRYPTION_KEY: RETIRED };
    expect((await signInWithCode(admin, codeFor(admin.secret), retiredOnly)).status).toBe(200);
    const after = (await storedRow(admin.id)).twoFactorSecret!;
    const keys = await fieldKeys(RETIRED);
    expect(after).toMatch(new RegExp(`^enc:v2:${keys.current.id}:`));
    expect(await decryptField(keys, after, admin.id)).toEqual({ value: V1_SECRET, stale: false });
  });

  it("are all moved to the current key and format by the rotation script's service, once", async () => {
    const legacy = await adminWithStoredSecret((secret) => secret);
    const old = await adminWithStoredSecret(async (secret, userId) =>
      encryptField(await fieldKeys(RETIRED), secret, userId),
    );
    const firstFormat = await adminWithV1Secret();
    const lost = await adminWithStoredSecret(async (secret, userId) =>
      encryptField(await fieldKeys(UNRELATED), secret, userId),
    );
    const lostBefore = (await storedRow(lost.id)).twoFactorSecret;
    const keys = await fieldKeys(`${CURRENT},${RETIRED}`);
    const first = await withDb((db) => reencryptTwoFactorSecrets(db, keys));
    expect(first.reencrypted).toBeGreaterThanOrEqual(3);
    // A value whose key is gone is counted and left as it is; the others still move.
    expect(first.unreadable).toBeGreaterThanOrEqual(1);
    expect((await storedRow(lost.id)).twoFactorSecret).toBe(lostBefore);
    for (const admin of [legacy, old, firstFormat]) {
      const row = await storedRow(admin.id);
      expect(row.twoFactorSecret).toMatch(/^enc:v2:/);
      expect(row.twoFactorSecret!.split(":")[2]).toBe(keys.current.id);
      expect(await storedSecretInClear(row.twoFactorSecret, admin.id)).toBe(admin.secret);
    }
    // Only rows written by other tests meanwhile can be left for a second run.
    const again = await withDb((db) => reencryptTwoFactorSecrets(db, keys));
    expect(again.reencrypted).toBeLessThan(first.reencrypted);
  });
});
