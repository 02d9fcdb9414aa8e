/**
 * Forgotten passwords, through the screens and the API: the same answer for every address,
 * a mail only to an active admin account, a link that works once for 30 minutes, and a reset
 * that ends every way the account was signed in.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "~/schemas/account-links";
import { accountLinks, users } from "~db/schema";
import { linkToken } from "../support/account-links";
import {
  auditEntries,
  cookieFrom,
  createAdmin,
  createTestApiKey,
  form,
  signInWithApi,
  signInWithForm,
  testIp,
} from "../support/admin";
import { mailSoFarTo, mailTo } from "../support/mail-outbox";
import { postJson, request, requestWithEnv, withDb } from "../support/worker";

const NEW_PASSWORD = "Reset-Via-Mail-Link-42!";

/** Asks for a link on the screen and waits for what the Worker does after answering. */
function askOnScreen(email: string, ip = testIp()) {
  return requestWithEnv({}, "/admin/forgot-password", {
    method: "POST",
    body: form({ email }),
    headers: { "CF-Connecting-IP": ip },
  });
}

async function resetLinkFor(email: string) {
  expect((await askOnScreen(email)).status).toBe(200);
  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe("Reset your password | Kaleon AI");
  return linkToken(mail!, "/admin/reset-password");
}

function resetOnScreen(token: string, password = NEW_PASSWORD) {
  return request(`/admin/reset-password?token=${token}`, {
    method: "POST",
    body: form({ token, password, confirmPassword: password }),
    headers: { "CF-Connecting-IP": testIp() },
    redirect: "manual",
  });
}

const randomToken = () => "A".repeat(21) + "b".repeat(22);

describe("forgot password", { timeout: 120_000 }, () => {
  it("answers every address alike and mails only an active admin account", async () => {
    const admin = await createAdmin({ role: "admin" });
    const suspended = await createAdmin({ role: "admin" });
    await withDb((db) =>
      db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.id)),
    );
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const answers = [];
    for (const email of [admin.email, unknown, suspended.email]) {
      const answer = await askOnScreen(email);
      answers.push({
        status: answer.status,
        shown: (await answer.text()).includes("we have sent"),
      });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, shown: true }));
    expect(RESET_REQUESTED_MESSAGE).toContain("If an account exists for that address");

    const [mail, ...more] = await mailTo(admin.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("The link works once");
    linkToken(mail!, "/admin/reset-password");
    expect(await mailSoFarTo(unknown)).toEqual([]);
    expect(await mailSoFarTo(suspended.email)).toEqual([]);
    // The address never reaches a header but To, and the token is stored only as its hash.
    const stored = await withDb((db) =>
      db.select().from(accountLinks).where(eq(accountLinks.userId, admin.id)),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text).not.toContain(stored[0]!.tokenHash);
  });

  it("refuses a malformed address beside the field, with no mail", async () => {
    const answer = await askOnScreen("not-an-address");
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Please enter a valid email address");
  });

  it("limits a client (the same refusal for every address) and mails an address at most thrice an hour", async () => {
    const admin = await createAdmin({ role: "admin" });
    const ip = testIp();
    for (let n = 0; n < 4; n++) expect((await askOnScreen(admin.email, ip)).status).toBe(200);
    expect(await mailTo(admin.email, 3)).toHaveLength(3);
    for (let n = 0; n < 6; n++) await askOnScreen(`filler-${n}@example.com`, ip);
    const known = await askOnScreen(admin.email, ip);
    const unknown = await askOnScreen(`nobody-${crypto.randomUUID()}@example.com`, ip);
    expect([known.status, unknown.status]).toEqual([429, 429]);
    const message = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
    const knownMessage = message(await known.text());
    expect(knownMessage).toMatch(/^Too many reset requests from your network\. Try again in/);
    expect(message(await unknown.text())).toBe(knownMessage);
    expect(await mailSoFarTo(admin.email)).toHaveLength(3);
  });
});

describe("reset password", { timeout: 120_000 }, () => {
  it("sets the password once, ends every session, refresh token and API key, and tells the owner", async () => {
    const admin = await createAdmin({ role: "super_admin" });
    const webCookie = await signInWithForm(admin.email, admin.password);
    const { tokens } = await signInWithApi(admin.email, admin.password);
    const key = await createTestApiKey({ name: "Before reset", permissions: ["read"] }, admin);
    const token = await resetLinkFor(admin.email);

    const page = await request(`/admin/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");

    const weak = await resetOnScreen(token, "short");
    expect(weak.status).toBe(400);
    const weakPage = await weak.text();
    expect(weakPage).toContain("Password must be at least 12 characters");
    expect(weakPage).not.toContain('value="short"');

    const done = await resetOnScreen(token);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookieFrom(done, "admin_session");
    expect(cookie).toBeTruthy();
    const dashboard = await request("/admin/dashboard", {
      headers: { Cookie: cookie! },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);

    const again = await resetOnScreen(token, "Another-Password-43!");
    expect(again.status).toBe(410);
    const againPage = await again.text();
    expect(againPage).toContain("has expired or has already been used");
    expect(againPage).toContain('href="/admin/forgot-password"');
    expect((await request(`/admin/reset-password?token=${token}`)).status).toBe(410);

    const oldWeb = await request("/admin/dashboard", {
      headers: { Cookie: webCookie },
      redirect: "manual",
    });
    expect(oldWeb.status).toBe(302);
    const refreshed = await postJson("/api/v1/admin/auth/refresh", {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    const byKey = await request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key.key } });
    expect(byKey.status).toBe(401);

    await expect(signInWithForm(admin.email, admin.password)).rejects.toThrow();
    expect(await signInWithForm(admin.email, NEW_PASSWORD)).toBeTruthy();
    const [entry] = await auditEntries("auth.password.reset", `user:${admin.id}`);
    expect(entry!.metadata).toMatchObject({ endedSessions: 2, endedApiKeys: 1 });
    expect(JSON.stringify(entry)).not.toContain(token);
    const [notice] = await mailTo(admin.email, 2).then((mail) =>
      mail.filter((m) => m.subject.startsWith("Your password was changed")),
    );
    expect(notice).toBeDefined();
  });

  it("sends an account with two-factor sign-in to sign in, rather than signing it in", async () => {
    const admin = await createAdmin({ role: "admin" });
    await withDb((db) =>
      db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id)),
    );
    const done = await resetOnScreen(await resetLinkFor(admin.email));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/login");
    expect(cookieFrom(done, "admin_session")).toBeNull();
  });

  it("answers 410 for an expired or unknown link and 400 for a malformed one", async () => {
    const admin = await createAdmin({ role: "admin" });
    const token = await resetLinkFor(admin.email);
    await withDb((db) =>
      db
        .update(accountLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountLinks.userId, admin.id)),
    );
    expect((await request(`/admin/reset-password?token=${token}`)).status).toBe(410);
    expect((await resetOnScreen(token)).status).toBe(410);
    expect((await resetOnScreen(randomToken())).status).toBe(410);
    const malformed = await request("/admin/reset-password?token=not-a-token");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("not valid");
    expect((await request("/admin/reset-password")).status).toBe(400);
    expect((await resetOnScreen("short!")).status).toBe(400);
    await expect(signInWithForm(admin.email, NEW_PASSWORD)).rejects.toThrow();
  });

  it("refuses a reset form sent from another site, leaving the link and the password as they were", async () => {
    const admin = await createAdmin({ role: "admin" });
    const token = await resetLinkFor(admin.email);
    const forged = await request(`/admin/reset-password?token=${token}`, {
      method: "POST",
      body: form({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      headers: { Origin: "https://evil.example", "CF-Connecting-IP": testIp() },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect((await request(`/admin/reset-password?token=${token}`)).status).toBe(200);
    expect(await signInWithForm(admin.email, admin.password)).toBeTruthy();
  });

  it("lets exactly one of two parallel uses of a link through", async () => {
    const admin = await createAdmin({ role: "admin" });
    const token = await resetLinkFor(admin.email);
    const statuses = (
      await Promise.all([resetOnScreen(token), resetOnScreen(token, "Other-Parallel-Pass-8?")])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([302, 410]);
  });
});

describe("the reset API", { timeout: 120_000 }, () => {
  it("answers 202 for every well-formed address, 400 otherwise; resets once (200, then 410)", async () => {
    const admin = await createAdmin({ role: "admin" });
    const ip = testIp();
    const ask = (body: unknown) =>
      requestWithEnv({}, "/api/v1/admin/auth/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify(body),
      });
    const known = await ask({ email: admin.email });
    const unknown = await ask({ email: `nobody-${crypto.randomUUID()}@example.com` });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await ask({ email: "nope" })).status).toBe(400);
    expect((await ask({})).status).toBe(400);

    const [mail] = await mailTo(admin.email);
    const token = linkToken(mail!, "/admin/reset-password");
    const reset = (body: unknown) => postJson("/api/v1/admin/auth/reset-password", body);
    expect((await reset({ token, password: "weak" })).status).toBe(400);
    expect((await reset({ token: "x", password: NEW_PASSWORD })).status).toBe(400);
    expect((await reset({ token: randomToken(), password: NEW_PASSWORD })).status).toBe(410);
    const done = await reset({ token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await signInWithApi(admin.email, NEW_PASSWORD)).toBeTruthy();
    const again = await reset({ token, password: "Yet-Another-Pass-77!" });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toContain(
      "/admin/forgot-password",
    );
  });
});
