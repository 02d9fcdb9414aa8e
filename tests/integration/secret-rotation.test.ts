/**
 * Rotating a signing secret signs no one out: the new value goes in front of the old one,
 * everything new is signed with it, what the old one signed keeps working until the old value
 * is removed. Runs the built Worker with the rotated environment, as a deployment would.
 */
import { env } from "cloudflare:workers";
import { decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { keyId } from "~/services/auth/jwt.server";
import { cookieFrom, createAdmin, form, testIp } from "../support/admin";
import { requestWithEnv } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const previousSession = bindings.SESSION_SECRET!;
const previousJwt = bindings.JWT_SECRET!;
const nextSession = "the-next-session-secret-0123456789abcdef";
const nextJwt = "the-next-jwt-signing-secret-0123456789abcdef";

function fetchWith(overrides: Record<string, string>, path: string, init?: RequestInit) {
  return requestWithEnv(overrides, path, { redirect: "manual", ...init });
}

async function signIn(overrides: Record<string, string>, email: string, password: string) {
  const response = await fetchWith(overrides, "/admin/login", {
    method: "POST",
    body: form({ email, password }),
    headers: { "CF-Connecting-IP": testIp() },
  });
  expect(response.status).toBe(302);
  return cookieFrom(response, "admin_session")!;
}

async function dashboardStatus(overrides: Record<string, string>, cookie: string) {
  const response = await fetchWith(overrides, "/admin/dashboard", { headers: { Cookie: cookie } });
  await response.body?.cancel();
  return response.status;
}

async function apiTokens(overrides: Record<string, string>, email: string, password: string) {
  const response = await fetchWith(overrides, "/api/v1/admin/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": testIp() },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { tokens: { accessToken: string } }).tokens;
}

async function meStatus(overrides: Record<string, string>, accessToken: string) {
  const response = await fetchWith(overrides, "/api/v1/admin/auth/me", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

describe("rotating SESSION_SECRET", () => {
  const rotating = { SESSION_SECRET: `${nextSession},${previousSession}` };
  const rotated = { SESSION_SECRET: nextSession };

  it("keeps sessions signed with the previous secret until it is removed", async () => {
    const admin = await createAdmin();
    const oldCookie = await signIn({}, admin.email, admin.password);

    expect(await dashboardStatus(rotating, oldCookie)).toBe(200);
    expect(await dashboardStatus(rotated, oldCookie)).toBe(302);
  });

  it("signs new sessions with the new secret", async () => {
    const admin = await createAdmin();
    const newCookie = await signIn(rotating, admin.email, admin.password);

    expect(await dashboardStatus(rotated, newCookie)).toBe(200);
    expect(await dashboardStatus({ SESSION_SECRET: previousSession }, newCookie)).toBe(302);
  });

  it("keeps a visitor's consent across the rotation", async () => {
    const given = await fetchWith({}, "/api/v1/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "accept-all" }),
    });
    const cookie = cookieFrom(given, "cookie_consent")!;
    await given.body?.cancel();

    const during = await fetchWith(rotating, "/api/v1/consent", { headers: { Cookie: cookie } });
    expect(((await during.json()) as { consent: unknown }).consent).toMatchObject({
      analytics: true,
    });
    const after = await fetchWith(rotated, "/api/v1/consent", { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ consent: null });
  });
});

describe("rotating the API's JWT signing keys", () => {
  const rotating = { JWT_SECRETS: `${nextJwt},${previousJwt}` };
  const rotated = { JWT_SECRETS: nextJwt };

  it("accepts tokens signed with the previous key until it is removed", async () => {
    const admin = await createAdmin();
    const { accessToken } = await apiTokens({}, admin.email, admin.password);

    expect(decodeProtectedHeader(accessToken).kid).toBe(await keyId(previousJwt));
    expect(await meStatus(rotating, accessToken)).toBe(200);
    expect(await meStatus(rotated, accessToken)).toBe(401);
  });

  it("signs new tokens with the first key and names it", async () => {
    const admin = await createAdmin();
    const { accessToken } = await apiTokens(rotating, admin.email, admin.password);

    expect(decodeProtectedHeader(accessToken).kid).toBe(await keyId(nextJwt));
    expect(await meStatus(rotated, accessToken)).toBe(200);
    expect(await meStatus({ JWT_SECRETS: previousJwt }, accessToken)).toBe(401);
  });
});

describe("a misconfigured secret", () => {
  it("is refused when any listed value is too short", async () => {
    const response = await fetchWith({ SESSION_SECRET: `${nextSession},short` }, "/api/v1/health");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Server misconfigured" });
  });
});
