/**
 * An account's owner hears of each change that guards it, whoever made it: a new API key made
 * with it, and a super admin resetting its two-factor sign-in (the password and turning
 * two-factor off in Settings: ./auth-settings.test.ts). A refused change sends nothing.
 */
import { describe, expect, it } from "vitest";
import { apiHeaders, createAdmin } from "../support/admin";
import { mailSoFarTo, mailTo } from "../support/mail-outbox";
import { postJson, request } from "../support/worker";

describe("security notices", () => {
  it("tell the owner of a new API key, by its name", async () => {
    const owner = await createAdmin({ role: "super_admin" });
    const { writeAuth } = await apiHeaders(owner.email, owner.password);
    const made = await postJson(
      "/api/v1/admin/api-keys",
      { name: "Deploy bot", permissions: ["read"] },
      { headers: writeAuth },
    );
    expect(made.status).toBe(201);
    const [notice, ...more] = await mailTo(owner.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe("A new API key was made | Kaleon AI");
    expect(notice!.text).toContain("A new API key named “Deploy bot” was made with your account.");
    // The notice never carries the key itself.
    const { key } = (await made.json()) as { key: string };
    expect(notice!.text).not.toContain(key);
    expect(notice!.html).not.toContain(key);
  });

  it("tell a member whose two-factor sign-in a super admin reset, and not the super admin", async () => {
    const owner = await createAdmin({ role: "super_admin" });
    const member = await createAdmin({ role: "admin" });
    const { writeAuth } = await apiHeaders(owner.email, owner.password);
    const reset = await request(`/api/v1/admin/users/${member.id}/reset-2fa`, {
      method: "POST",
      headers: writeAuth,
    });
    expect(reset.status).toBe(200);
    const [notice] = await mailTo(member.email);
    expect(notice!.subject).toBe("Your two-factor sign-in was reset | Kaleon AI");
    expect(notice!.text).toContain("/admin/settings");
    expect(await mailSoFarTo(owner.email)).toEqual([]);

    const refused = await request(`/api/v1/admin/users/${owner.id}/reset-2fa`, {
      method: "POST",
      headers: writeAuth,
    });
    expect(refused.status).toBe(409);
    expect(await mailSoFarTo(owner.email)).toEqual([]);
  });
});
