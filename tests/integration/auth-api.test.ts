import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSessions, securityAuditLog, tokenBlacklist } from "~db/schema";
import { ADMIN_PASSWORD, createAdmin, signInWithApi, testIp } from "../support/admin";
import { postJson, request, withDb } from "../support/worker";

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, ...extra },
});

async function auditRows(userId: string) {
  return withDb((db) =>
    db.select().from(securityAuditLog).where(eq(securityAuditLog.userId, userId)),
  );
}

describe("POST /api/v1/admin/auth/login", () => {
  it("answers tokens and a user without secrets", async () => {
    const admin = await createAdmin();
    const response = await postJson(
      "/api/v1/admin/auth/login",
      { email: admin.email, password: admin.password },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      user: unknown;
      tokens: Record<"accessToken" | "refreshToken" | "sessionToken", string>;
    };
    expect(Object.keys(body).sort()).toEqual(["tokens", "user"]);
    expect(body.user).toEqual({ email: admin.email, role: "super_admin" });
    expect(Object.keys(body.tokens).sort()).toEqual([
      "accessToken",
      "refreshToken",
      "sessionToken",
    ]);
    for (const token of Object.values(body.tokens)) expect(typeof token).toBe("string");
    expect(JSON.stringify(body)).not.toContain("scrypt$");

    const me = await request("/api/v1/admin/auth/me", bearer(body.tokens.accessToken));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: { email: admin.email, role: "super_admin" } });
  });

  it("answers invalid input with 400 and a message saying what is wrong", async () => {
    const badEmail = await postJson("/api/v1/admin/auth/login", { email: "nope", password: "x" });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { message: string }).message).toBe("Invalid email address");
    const noPassword = await postJson("/api/v1/admin/auth/login", {
      email: "someone@example.com",
      password: "",
    });
    expect(noPassword.status).toBe(400);
    expect(((await noPassword.json()) as { message: string }).message).toBe("Password is required");
    const missing = await postJson("/api/v1/admin/auth/login", { email: "someone@example.com" });
    expect(((await missing.json()) as { message: string }).message).toBe("Password is required");
    const notJson = await request("/api/v1/admin/auth/login", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("answers wrong credentials with 401 and one message for unknown e-mail and wrong password", async () => {
    const admin = await createAdmin();
    const wrong = await postJson(
      "/api/v1/admin/auth/login",
      { email: admin.email, password: "Wrong-Password-1!" },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    const unknown = await postJson(
      "/api/v1/admin/auth/login",
      { email: "ghost@example.com", password: "Wrong-Password-1!" },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(await unknown.json()).toEqual({ message: "Invalid email or password" });
  });

  it("is POST only", async () => {
    expect((await request("/api/v1/admin/auth/login")).status).toBe(405);
  });
});

describe("access tokens", () => {
  it("answers 401 { message } without a token, with a forged one, or with a refresh token", async () => {
    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    for (const init of [
      {},
      bearer("not-a-jwt"),
      bearer(tokens.refreshToken),
      bearer(tokens.sessionToken),
    ]) {
      const response = await request("/api/v1/admin/auth/me", init);
      expect(response.status).toBe(401);
      expect(typeof ((await response.json()) as { message: string }).message).toBe("string");
    }
  });
});

describe("POST /api/v1/admin/auth/refresh", () => {
  it("rotates the pair; replaying a spent refresh token ends the whole session", async () => {
    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    const first = await postJson("/api/v1/admin/auth/refresh", {
      refreshToken: tokens.refreshToken,
    });
    expect(first.status).toBe(200);
    const rotated = (
      (await first.json()) as { tokens: { accessToken: string; refreshToken: string } }
    ).tokens;
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect((await request("/api/v1/admin/auth/me", bearer(rotated.accessToken))).status).toBe(200);

    const replay = await postJson("/api/v1/admin/auth/refresh", {
      refreshToken: tokens.refreshToken,
    });
    expect(replay.status).toBe(401);
    // The family is revoked: the newest refresh token and the access token die with the session.
    expect(
      (await postJson("/api/v1/admin/auth/refresh", { refreshToken: rotated.refreshToken })).status,
    ).toBe(401);
    expect((await request("/api/v1/admin/auth/me", bearer(rotated.accessToken))).status).toBe(401);

    const actions = (await auditRows(admin.id)).map((row) => row.action);
    expect(actions).toContain("auth.token.refresh");
    expect(actions).toContain("auth.token.refresh_reuse");
  });

  it("refuses an access token in place of a refresh token", async () => {
    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    expect(
      (await postJson("/api/v1/admin/auth/refresh", { refreshToken: tokens.accessToken })).status,
    ).toBe(401);
    expect((await postJson("/api/v1/admin/auth/refresh", {})).status).toBe(400);
  });
});

describe("CSRF for admin API writes", () => {
  it("hands out a token bound to the session", async () => {
    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    const response = await request("/api/v1/admin/auth/csrf", bearer(tokens.accessToken));
    expect(response.status).toBe(200);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken.length).toBeGreaterThanOrEqual(32);
    const again = (await (
      await request("/api/v1/admin/auth/csrf", bearer(tokens.accessToken))
    ).json()) as { csrfToken: string };
    expect(again.csrfToken).toBe(csrfToken);
    expect((await request("/api/v1/admin/auth/csrf")).status).toBe(401);
  });
});

describe("POST /api/v1/admin/auth/logout", () => {
  it("blacklists the access token and deletes the session", async () => {
    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    const response = await request("/api/v1/admin/auth/logout", {
      method: "POST",
      ...bearer(tokens.accessToken, { "X-Session-Token": tokens.sessionToken }),
    });
    expect(response.status).toBe(200);

    expect((await request("/api/v1/admin/auth/me", bearer(tokens.accessToken))).status).toBe(401);
    expect(
      (await postJson("/api/v1/admin/auth/refresh", { refreshToken: tokens.refreshToken })).status,
    ).toBe(401);
    const [blacklisted, sessions] = await withDb((db) =>
      Promise.all([
        db.select().from(tokenBlacklist),
        db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id)),
      ]),
    );
    expect(
      blacklisted.some((row) => row.tokenType === "access" && /^[0-9a-f]{64}$/.test(row.tokenHash)),
    ).toBe(true);
    expect(blacklisted.some((row) => row.tokenHash === tokens.accessToken)).toBe(false);
    expect(sessions).toHaveLength(0);
    expect((await auditRows(admin.id)).map((row) => row.action)).toContain("auth.logout");
  });

  it("refuses a session token of another session", async () => {
    const admin = await createAdmin();
    const one = await signInWithApi(admin.email, admin.password);
    const other = await signInWithApi(admin.email, admin.password);
    const response = await request("/api/v1/admin/auth/logout", {
      method: "POST",
      ...bearer(one.tokens.accessToken, { "X-Session-Token": other.tokens.sessionToken }),
    });
    expect(response.status).toBe(401);
    expect((await request("/api/v1/admin/auth/me", bearer(one.tokens.accessToken))).status).toBe(
      200,
    );
  });
});

describe("the audit log", () => {
  it("records sign-in success and failure with who, where and which request, never the password", async () => {
    const admin = await createAdmin();
    const ip = testIp();
    await postJson(
      "/api/v1/admin/auth/login",
      { email: admin.email, password: "Wrong-Password-1!" },
      { headers: { "CF-Connecting-IP": ip, "User-Agent": "audit-test" } },
    );
    await signInWithApi(admin.email, admin.password, ip);
    const rows = await auditRows(admin.id);
    const failure = rows.find((row) => row.action === "auth.login.failure")!;
    const success = rows.find((row) => row.action === "auth.login.success")!;
    expect(failure.ipAddress).toBe(ip);
    expect(failure.userAgent).toBe("audit-test");
    expect(failure.requestId).toBeTruthy();
    expect(success.timestamp).toBeInstanceOf(Date);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain("Wrong-Password-1!");
    expect(everything).not.toContain(ADMIN_PASSWORD);
  });
});
