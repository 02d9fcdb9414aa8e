/** Admin accounts and sign-in helpers for integration tests (inside workerd). */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { decryptField, fieldKeys } from "~/lib/field-encryption.server";
import { parseEnv } from "~/platform/env.server";
import { upsertAdminAccount } from "~/services/auth/admin-accounts.server";
import { createApiKey } from "~/services/auth/api-keys.server";
import type { Database } from "~db/client";
import { securityAuditLog, type ApiKeyPermission, type UserRole } from "~db/schema";
import { postJson, request, withDb } from "./worker";

export const ADMIN_PASSWORD = "Integration-Test-Pass-42!";

let counter = 0;

/** A fresh admin with a unique e-mail, so tests do not share lockout or session state. */
export async function createAdmin({
  role = "super_admin" as UserRole,
  password = ADMIN_PASSWORD,
} = {}) {
  counter += 1;
  const email = `admin-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await withDb((db) => upsertAdminAccount(db, { email, password, role }));
  return { ...user!, email, password };
}

/** A unique client IP per caller, so per-IP limits of one test do not leak into another. */
export function testIp() {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return `10.${(counter += 1) % 250}.${n}.${m}`;
}

export function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

/** The `name=value` part of a Set-Cookie header with that cookie name. */
export function cookieFrom(response: Response, name: string) {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    if (pair!.startsWith(`${name}=`)) return pair!;
  }
  return null;
}

/** Signs in through the sign-in screen's form; returns the session cookie. */
export async function signInWithForm(email: string, password: string, ip = testIp()) {
  const response = await request("/admin/login", {
    method: "POST",
    body: form({ email, password }),
    headers: { "CF-Connecting-IP": ip },
    redirect: "manual",
  });
  const cookie = cookieFrom(response, "admin_session");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed with ${response.status}`);
  return cookie;
}

/** The CSRF token the admin layout hands to the forms of a signed-in page. */
export async function csrfTokenFromPage(cookie: string, path = "/admin/dashboard") {
  const html = await (await request(path, { headers: { Cookie: cookie } })).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no CSRF token on ${path}`);
  return token;
}

export async function signInWithApi(email: string, password: string, ip = testIp()) {
  const response = await postJson(
    "/api/v1/admin/auth/login",
    { email, password },
    { headers: { "CF-Connecting-IP": ip } },
  );
  if (response.status !== 200) throw new Error(`API sign-in failed with ${response.status}`);
  return (await response.json()) as {
    tokens: { accessToken: string; refreshToken: string; sessionToken: string };
    user: { email: string; role: string };
  };
}

/**
 * Signs in through the API: `auth` carries the Bearer token (enough for reads), `writeAuth` adds
 * the X-CSRF-Token every write needs.
 */
export async function apiHeaders(email: string, password: string) {
  const { tokens } = await signInWithApi(email, password);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const { csrfToken } = (await (
    await request("/api/v1/admin/auth/csrf", { headers: auth })
  ).json()) as { csrfToken: string };
  return { auth, writeAuth: { ...auth, "X-CSRF-Token": csrfToken } };
}

/**
 * A load context like the Worker's, for calling services and guards directly with an
 * injected clock or a hand-made request. The database pool is closed afterwards.
 */
export async function withContext<T>(
  work: (context: AppLoadContext, db: Database) => Promise<T>,
): Promise<T> {
  return withDb(async (db) => {
    const context = {
      env: parseEnv(env as unknown as Record<string, unknown>),
      db: async () => db,
      requestId: `test-${crypto.randomUUID()}`,
      nonce: "test",
      ctx: {
        waitUntil: () => undefined,
        passThroughOnException: () => undefined,
      } as unknown as ExecutionContext,
    } as AppLoadContext;
    return work(context, db);
  });
}

/** The run's ENCRYPTION_KEY as the Worker uses it, to read what it stored. */
export function testFieldKeys() {
  return fieldKeys((env as unknown as Record<string, string>).ENCRYPTION_KEY!);
}

/** A two-factor secret stored in the row of `userId`, in clear (it is stored encrypted). */
export async function storedSecretInClear(stored: string | null, userId: string) {
  if (stored === null) return null;
  return (await decryptField(await testFieldKeys(), stored, userId)).value;
}

/** The audit entries of one action on one resource (e.g. "post.created", "post:12"). */
export function auditEntries(action: string, resource: string) {
  return withDb((db) =>
    db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.action, action), eq(securityAuditLog.resource, resource))),
  );
}

/** What the tests' direct service calls record as the request behind them. */
export const TEST_META = { ipAddress: "198.51.100.7", userAgent: "vitest", requestId: "test" };

/**
 * An API key made as Settings and the API make one: by a super admin (one of its own unless
 * `owner` is given), so that suspending the owner ends it.
 */
export async function createTestApiKey(
  input: { name: string; permissions: ApiKeyPermission[] },
  owner?: { id: string; role: UserRole },
) {
  const maker = owner ?? (await createAdmin());
  return withDb((db) => createApiKey(db, maker, input, TEST_META));
}
