/** The links of the end-to-end server's reset and unlock mails, as paths to open. */
import { expect } from "@playwright/test";
import { waitForMail } from "./e2e-mail";

/** The path (with its token) of the newest reset link mailed to `email`. */
export async function mailedResetPath(email: string) {
  const mail = await waitForMail(email, { subject: "Reset your password" });
  const link = /https?:\/\/\S+\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(
    mail.at(-1)!.text,
  )?.[0];
  expect(link, "a reset link in the mail").toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
