/** Form actions answer a body that is not a form with 415 and the normal error page, not a 500. */
import { describe, expect, it } from "vitest";
import { createAdmin, signInWithForm } from "../support/admin";
import { request } from "../support/worker";

describe("form actions", () => {
  it("answers a JSON body posted to Settings with 415 and says why", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const response = await request("/admin/settings", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "change-password" }),
      redirect: "manual",
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
  });

  it.each(["/contact", "/newsletter", "/admin/dashboard?index", "/admin/logout"])(
    "answers a plain-text body posted to %s with 415",
    async (path) => {
      const response = await request(path, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "intent=delete",
        redirect: "manual",
      });
      expect(response.status).toBe(415);
      await response.body?.cancel();
    },
  );

  it("answers a broken multipart body with 400", async () => {
    const response = await request("/contact", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--y\r\nnot a part\r\n",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});
