/** Mailed account links (reset, unlock) as the integration tests read them from the outbox. */
import { expect } from "vitest";
import type { ReadMail } from "./mail";

/** The token of the link to `path` in the mail, checked to appear the same in both bodies. */
export function linkToken(mail: ReadMail, path: "/admin/reset-password" | "/admin/unlock") {
  const pattern = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]{43})`);
  const token = pattern.exec(mail.text)?.[1];
  expect(token, `a link to ${path} in the text`).toBeDefined();
  expect(mail.html).toContain(`${path}?token=${token}`);
  return token!;
}
