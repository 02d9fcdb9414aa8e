/**
 * The mails that carry a single-use link to an account's own address: a password reset asked
 * for on the sign-in screen, and the way back in after failed sign-ins locked the account.
 * Keyed by the link, so a retried or redelivered message never sends a second copy, and a new
 * link is a new mail. The link is the only secret in them; nothing here logs it.
 */
import { site } from "~/content/site";
import type { AppEnv } from "~/platform/env.server";
import { readableUtc } from "./render.server";
import { sendMail } from "./send.server";

interface LinkMail {
  to: string;
  linkId: number;
  url: string;
  expiresAt: Date;
}

const FOOTNOTE = `You get this mail because it is the address of your ${site.name} admin account.`;

/** Queues the reset mail; false when it could not be queued. */
export function mailPasswordResetLink(env: Pick<AppEnv, "MAIL_QUEUE">, link: LinkMail) {
  const origin = new URL(link.url).origin;
  return sendMail(
    env,
    {
      key: `password-reset:${link.linkId}`,
      kind: "password-reset",
      to: link.to,
      content: {
        subject: `Reset your password | ${site.name}`,
        heading: "Reset your password",
        paragraphs: [
          "Someone asked to reset the password of your admin account. Choose a new one with the link below.",
          `The link works once, and until ${readableUtc(link.expiresAt)}. Resetting signs the account out everywhere and ends its API keys.`,
        ],
        action: { label: "Choose a new password", url: link.url },
        footnote: `If you did not ask for this, ignore this mail: your password stays as it is. ${FOOTNOTE}`,
      },
    },
    origin,
  );
}

/** Queues the unlock mail; false when it could not be queued. */
export function mailUnlockLink(
  env: Pick<AppEnv, "MAIL_QUEUE">,
  link: LinkMail & { lockedUntil: Date },
) {
  const origin = new URL(link.url).origin;
  return sendMail(
    env,
    {
      key: `unlock:${link.linkId}`,
      kind: "unlock",
      to: link.to,
      content: {
        subject: `Your account was locked after failed sign-ins | ${site.name}`,
        heading: "Your account was locked",
        paragraphs: [
          `After several failed sign-ins, signing in to your admin account is locked until ${readableUtc(link.lockedUntil)}.`,
          `If that was you, the link below signs you in on the device you open it on (with your two-factor code, if you use one). It works once, and until ${readableUtc(link.expiresAt)}. Whoever else tried stays locked out.`,
          "If it was not you, someone may be guessing your password: once you are signed in, change it in Settings.",
        ],
        action: { label: "Sign in on this device", url: link.url },
        footnote: FOOTNOTE,
      },
    },
    origin,
  );
}
