/**
 * The unlock mail: when failed sign-ins lock a known account, its owner is mailed one link per
 * lock that signs them in on the device they open it on (after their code, with two-factor),
 * while the lock stands against everyone else.
 */
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LOCK, LOCKOUT_RULES } from "~/services/auth/lockout.server";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
} from "~/services/auth/two-factor/enrolment.server";
import { linkToken } from "../support/account-links";
import {
  auditEntries,
  cookieFrom,
  createAdmin,
  form,
  testFieldKeys,
  testIp,
} from "../support/admin";
import { mailSoFarTo, mailTo } from "../support/mail-outbox";
import { postJson, request, withDb } from "../support/worker";

const WRONG = "Wrong-Password-Guess-1!";

function signIn(email: string, password: string, ip: string) {
  return request("/admin/login", {
    method: "POST",
    body: form({ email, password }),
    headers: { "CF-Connecting-IP": ip },
    redirect: "manual",
  });
}

function useLink(token: string, ip: string) {
  return request(`/admin/unlock?token=${token}`, {
    method: "POST",
    body: form({ token }),
    headers: { "CF-Connecting-IP": ip },
    redirect: "manual",
  });
}

async function unlockMails(email: string, count = 1) {
  const mail = await mailTo(email, count);
  return mail.filter((m) => m.subject.startsWith("Your account was locked"));
}

/** Fails from `networks` networks once each: the last one locks the account as a whole. */
async function lockWholeAccount(email: string) {
  const networks = Array.from({ length: ACCOUNT_LOCK.addresses }, () => testIp());
  const statuses = [];
  for (const ip of networks) statuses.push((await signIn(email, WRONG, ip)).status);
  expect(statuses.at(-1)).toBe(423);
  return networks;
}

describe("the unlock mail", { timeout: 120_000 }, () => {
  it("comes once when a network's failures lock it out, and signs the owner in elsewhere", async () => {
    const admin = await createAdmin({ role: "admin" });
    const stranger = testIp();
    const statuses = [];
    for (let n = 0; n < LOCKOUT_RULES["email+ip"].maxFailures + 3; n++)
      statuses.push((await signIn(admin.email, WRONG, stranger)).status);
    expect(statuses.slice(0, LOCKOUT_RULES["email+ip"].maxFailures - 1)).not.toContain(423);
    expect(statuses.at(-1)).toBe(423);

    const [mail, ...more] = await unlockMails(admin.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("signs you in on the device you open it on");
    const token = linkToken(mail!, "/admin/unlock");

    // Opening the link (a mail scanner, say) uses nothing: the button does.
    const page = await request(`/admin/unlock?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sign in on this device");

    const owner = testIp();
    const used = await useLink(token, owner);
    expect(used.status).toBe(302);
    expect(used.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookieFrom(used, "admin_session");
    const dashboard = await request("/admin/dashboard", {
      headers: { Cookie: cookie! },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);
    const [signedIn] = await auditEntries("auth.unlock.used", `user:${admin.id}`);
    expect(signedIn).toBeDefined();

    // The stranger's network stays locked out, even with the right password.
    expect((await signIn(admin.email, admin.password, stranger)).status).toBe(423);
    expect((await useLink(token, owner)).status).toBe(410);
    expect((await request(`/admin/unlock?token=${token}`)).status).toBe(410);
    expect(await unlockMails(admin.email)).toHaveLength(1);
  });

  it("lets the owner in on their device while the account as a whole stays locked", async () => {
    const admin = await createAdmin({ role: "admin" });
    const networks = await lockWholeAccount(admin.email);
    const owner = testIp();
    expect((await signIn(admin.email, admin.password, owner)).status).toBe(423);
    // More guesses from the same and new networks bring no further mail.
    for (const ip of [...networks, testIp(), testIp()]) await signIn(admin.email, WRONG, ip);

    const [mail, ...more] = await unlockMails(admin.email);
    expect(more).toEqual([]);
    const used = await useLink(linkToken(mail!, "/admin/unlock"), owner);
    expect(used.status).toBe(302);
    expect(cookieFrom(used, "admin_session")).toBeTruthy();

    expect((await signIn(admin.email, admin.password, testIp())).status).toBe(423);
    expect((await signIn(admin.email, admin.password, networks[0]!)).status).toBe(423);
    expect(await mailSoFarTo(admin.email)).toHaveLength(1);
  });

  it("asks an account with two-factor for its code, which the account's lock does not refuse", async () => {
    const admin = await createAdmin({ role: "admin" });
    const backupCodes = await withDb(async (db) => {
      const keys = await testFieldKeys();
      const now = new Date();
      const secret = await beginTwoFactorSetup(db, keys, admin.id);
      const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });
      return (await confirmTwoFactorSetup(db, keys, admin.id, code, now))!.backupCodes;
    });
    await lockWholeAccount(admin.email);
    const [mail] = await unlockMails(admin.email);
    const owner = testIp();
    const used = await useLink(linkToken(mail!, "/admin/unlock"), owner);
    expect(used.status).toBe(200);
    expect(cookieFrom(used, "admin_session")).toBeNull();
    const challenge = /name="challenge" value="([^"]+)"/.exec(await used.text())?.[1];
    expect(challenge).toBeDefined();

    const signedIn = await request("/admin/login", {
      method: "POST",
      body: form({ intent: "two-factor", challenge: challenge!, code: backupCodes[0]! }),
      headers: { "CF-Connecting-IP": owner },
      redirect: "manual",
    });
    expect(signedIn.status).toBe(302);
    expect(cookieFrom(signedIn, "admin_session")).toBeTruthy();
    expect((await signIn(admin.email, admin.password, testIp())).status).toBe(423);
  });

  it("comes as well when the API's sign-ins lock the account", async () => {
    const admin = await createAdmin({ role: "admin" });
    const ip = testIp();
    const statuses = [];
    for (let n = 0; n < LOCKOUT_RULES["email+ip"].maxFailures; n++) {
      const answer = await postJson(
        "/api/v1/admin/auth/login",
        { email: admin.email, password: WRONG },
        { headers: { "CF-Connecting-IP": ip } },
      );
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(423);
    const [mail] = await unlockMails(admin.email);
    linkToken(mail!, "/admin/unlock");
  });

  it("is not sent for an unknown address, and a link that is not one answers 400", async () => {
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    await lockWholeAccount(unknown);
    expect(await mailSoFarTo(unknown)).toEqual([]);
    expect((await request("/admin/unlock?token=nope")).status).toBe(400);
    expect((await useLink("A".repeat(43), testIp())).status).toBe(410);
  });
});
