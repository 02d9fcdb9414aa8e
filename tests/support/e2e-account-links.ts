/** The links of the end-to-end server's reset and unlock mails, as paths to open. */
import { expect } from "@playwright/test";
import { waitForMail } from "./e2e-mail";

const LINKS = {
  "/admin/reset-password": "Reset your password",
  "/admin/unlock": "Your account was locked",
} as const;

/** The path (with its token) of the newest link to `path` mailed to `email`. */
export async function mailedLinkPath(email: string, path: keyof typeof LINKS) {
  const mail = await waitForMail(email, { subject: LINKS[path] });
  const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(
    mail.at(-1)!.text,
  )?.[0];
  expect(link, `a link to ${path} in the mail`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
