/**
 * The invitation mail: it carries the link (the API still answers it for the inviter to copy),
 * and a re-invitation revokes the old link and mails a new one.
 */
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, apiHeaders, createAdmin, form, testIp } from "../support/admin";
import { linkIn } from "../support/mail";
import { mailTo } from "../support/mail-outbox";
import { request } from "../support/worker";

const runId = crypto.randomUUID().slice(0, 8);
let counter = 0;
const invitee = () => `invitee-${runId}-${++counter}@example.com`;

async function invite(writeAuth: Record<string, string>, email: string) {
  const response = await request("/api/v1/admin/users/invitations", {
    method: "POST",
    headers: { ...writeAuth, "Content-Type": "application/json", "CF-Connecting-IP": testIp() },
    body: JSON.stringify({ email, role: "admin" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { inviteUrl: string }).inviteUrl;
}

const accept = (url: string) =>
  request(new URL(url).pathname, {
    method: "POST",
    body: form({ password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD }),
    headers: { "CF-Connecting-IP": testIp() },
    redirect: "manual",
  });

describe("an invitation", () => {
  it("mails the link, which sets the password", async () => {
    const owner = await createAdmin({ role: "super_admin" });
    const { writeAuth } = await apiHeaders(owner.email, owner.password);
    const email = invitee();
    const inviteUrl = await invite(writeAuth, email);

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("You are invited to the Kaleon AI admin portal");
    expect(linkIn(mail!.text, "/admin/invitations/")).toBe(inviteUrl);
    expect(mail!.html).toContain(`href="${inviteUrl}"`);
    expect((await accept(linkIn(mail!.text, "/admin/invitations/")!)).status).toBe(302);
  });

  it("sent again, revokes the old link and mails a new one", async () => {
    const owner = await createAdmin({ role: "super_admin" });
    const { writeAuth } = await apiHeaders(owner.email, owner.password);
    const email = invitee();
    await invite(writeAuth, email);
    await invite(writeAuth, email);
    const mails = await mailTo(email, 2);
    const [oldLink, newLink] = mails.map((mail) => linkIn(mail.text, "/admin/invitations/")!);
    expect(oldLink).not.toBe(newLink);
    expect((await accept(oldLink!)).status).toBe(410);
    expect((await accept(newLink!)).status).toBe(302);
  });
});
