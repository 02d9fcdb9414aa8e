/**
 * API keys: one service decides who may list, make and revoke them (a super admin), for the
 * settings screen and the API keys endpoints alike; keys made before makers were recorded show
 * an unknown owner, outlive every suspension and are revoked by a super admin only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiKeyView } from "~/schemas/auth";
import { createApiKey, listApiKeys, revokeApiKey } from "~/services/auth/api-keys.server";
import { apiKeys } from "~db/schema";
import {
  apiHeaders,
  auditEntries,
  createAdmin,
  createTestApiKey,
  csrfTokenFromPage,
  form,
  signInWithForm,
  TEST_META,
  testIp,
} from "../support/admin";
import { request, withDb } from "../support/worker";

function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return request(path, {
    method,
    headers: {
      ...headers,
      "CF-Connecting-IP": testIp(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signedIn(role: "admin" | "super_admin") {
  const account = await createAdmin({ role });
  return { account, ...(await apiHeaders(account.email, account.password)) };
}

const whoAmI = (key: string) =>
  request("/api/v1/admin/auth/me", { headers: { "X-API-Key": key } }).then((r) => r.status);

async function listed(headers: Record<string, string>) {
  const response = await send("GET", "/api/v1/admin/api-keys", headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { apiKeys: ApiKeyView[] }).apiKeys;
}

/** A key as it was before makers were recorded: a working key whose row names no one. */
async function ownerlessKey(name: string) {
  const made = await createTestApiKey({ name, permissions: ["read"] });
  await withDb((db) =>
    db.update(apiKeys).set({ createdBy: null }).where(eq(apiKeys.id, made.apiKey.id)),
  );
  return made;
}

async function settingsPost(cookie: string, fields: Record<string, string>) {
  const csrf = await csrfTokenFromPage(cookie, "/admin/settings");
  return request("/admin/settings", {
    method: "POST",
    body: form({ csrf, ...fields }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

describe("managing API keys", () => {
  it("refuses anyone but a super admin in the service itself, whoever calls it", async () => {
    const admin = await createAdmin({ role: "admin" });
    const input = { name: "Not allowed", permissions: ["read" as const] };
    const refusals = await withDb((db) =>
      Promise.all([
        listApiKeys(db, admin).catch((r: Response) => r),
        createApiKey(db, admin, input, TEST_META).catch((r: Response) => r),
        revokeApiKey(db, admin, 1, TEST_META).catch((r: Response) => r),
      ]),
    );
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(Response);
      expect((refusal as Response).status).toBe(403);
      expect(await (refusal as Response).json()).toEqual({
        message: "Super admin privileges required",
        reason: "super_admin",
      });
    }
    expect(
      await withDb((db) => db.select().from(apiKeys).where(eq(apiKeys.name, "Not allowed"))),
    ).toEqual([]);
  });

  it("makes, lists and revokes keys through the API, with the maker as owner, all audited", async () => {
    const owner = await signedIn("super_admin");
    const created = await send("POST", "/api/v1/admin/api-keys", owner.writeAuth, {
      name: "Nightly export",
      permissions: ["read", "write"],
    });
    expect(created.status).toBe(201);
    const { apiKey, key } = (await created.json()) as { apiKey: ApiKeyView; key: string };
    expect(key).toMatch(/^kal_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "Nightly export",
      permissions: ["read", "write"],
      active: true,
      owner: owner.account.email,
    });
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(await whoAmI(key)).toBe(200);

    const keys = await listed(owner.auth);
    expect(keys.find((k) => k.id === apiKey.id)).toMatchObject({ owner: owner.account.email });
    expect(JSON.stringify(keys)).not.toContain(key);

    const revoked = await send("DELETE", `/api/v1/admin/api-keys/${apiKey.id}`, owner.writeAuth);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { apiKey: ApiKeyView }).apiKey.active).toBe(false);
    expect(await whoAmI(key)).toBe(401);

    const [made] = await auditEntries("api_key.created", `api_key:${apiKey.id}`);
    const [ended] = await auditEntries("api_key.revoked", `api_key:${apiKey.id}`);
    expect(made!.userId).toBe(owner.account.id);
    expect(ended!.userId).toBe(owner.account.id);
    expect(JSON.stringify([made, ended])).not.toContain(key);
  });

  it("needs the CSRF token to make or revoke a key, and answers 400 for a bad body", async () => {
    const owner = await signedIn("super_admin");
    const body = { name: "No token" };
    expect((await send("POST", "/api/v1/admin/api-keys", owner.auth, body)).status).toBe(403);
    const bad = await send("POST", "/api/v1/admin/api-keys", owner.writeAuth, {
      name: " ",
      permissions: ["admin"],
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(["Name is required"]);
    expect(errors.permissions).toBeDefined();
  });
});

describe("keys made before owners were recorded", () => {
  it("are listed with an unknown owner, in the API and in Settings", async () => {
    const owner = await signedIn("super_admin");
    const { apiKey } = await ownerlessKey("Legacy CRM sync");
    expect((await listed(owner.auth)).find((k) => k.id === apiKey.id)).toMatchObject({
      owner: null,
      active: true,
    });
    const cookie = await signInWithForm(owner.account.email, owner.account.password);
    const page = await (await request("/admin/settings", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Legacy CRM sync");
    expect(page).toContain("Unknown owner");
    expect(page).toContain("suspending or deleting a user never ends them");
  });

  it("keep working when any user is suspended, until a super admin revokes them", async () => {
    const owner = await signedIn("super_admin");
    const { apiKey, key } = await ownerlessKey("Legacy reporting");
    const leaver = await createAdmin({ role: "super_admin" });
    const suspended = await send("PATCH", `/api/v1/admin/users/${leaver.id}`, owner.writeAuth, {
      status: "suspended",
    });
    expect(suspended.status).toBe(200);
    expect(await whoAmI(key)).toBe(200);

    const admin = await signedIn("admin");
    const refused = await send("DELETE", `/api/v1/admin/api-keys/${apiKey.id}`, admin.writeAuth);
    expect(refused.status).toBe(403);
    const adminCookie = await signInWithForm(admin.account.email, admin.account.password);
    const refusedOnScreen = await settingsPost(adminCookie, {
      intent: "revoke-api-key",
      apiKeyId: String(apiKey.id),
    });
    expect(refusedOnScreen.status).toBe(403);
    expect(await refusedOnScreen.text()).toContain("Access Denied");
    expect(await whoAmI(key)).toBe(200);

    const cookie = await signInWithForm(owner.account.email, owner.account.password);
    const revoked = await settingsPost(cookie, {
      intent: "revoke-api-key",
      apiKeyId: String(apiKey.id),
    });
    expect(revoked.status).toBe(302);
    expect(await whoAmI(key)).toBe(401);
    const [entry] = await auditEntries("api_key.revoked", `api_key:${apiKey.id}`);
    expect(entry!.userId).toBe(owner.account.id);
    expect(entry!.metadata).toMatchObject({ name: "Legacy reporting", ownerless: true });
  });
});
