/**
 * Security notices: the account's own address hears when something that guards the account
 * changes (its password, its two-factor sign-in, a new API key), whoever made the change, so a
 * change its owner did not make does not go unnoticed. They hold no secret and no link that
 * acts by itself: only the way to Settings.
 */
import { site } from "~/content/site";
import type { AppEnv } from "~/platform/env.server";
import { readableUtc } from "./render.server";
import { sendMail } from "./send.server";

export type SecurityEvent =
  "password-changed" | "two-factor-off" | "two-factor-reset" | "api-key-made";

const NOTICES: Record<SecurityEvent, { subject: string; what: (detail?: string) => string }> = {
  "password-changed": {
    subject: "Your password was changed",
    what: () => "The password of your account was changed.",
  },
  "two-factor-off": {
    subject: "Two-factor sign-in was turned off",
    what: () => "Two-factor sign-in was turned off for your account in Settings.",
  },
  "two-factor-reset": {
    subject: "Your two-factor sign-in was reset",
    what: () =>
      "A super admin reset the two-factor sign-in of your account: it is off until you set it up again.",
  },
  "api-key-made": {
    subject: "A new API key was made",
    what: (name) => `A new API key${name ? ` named “${name}”` : ""} was made with your account.`,
  },
};

/** Queues the notice; false when it could not be queued (the change itself stands). */
export function mailSecurityNotice(
  env: Pick<AppEnv, "MAIL_QUEUE">,
  notice: { to: string; event: SecurityEvent; detail?: string; at?: Date },
  origin: string,
) {
  const { to, event, detail, at = new Date() } = notice;
  const { subject, what } = NOTICES[event];
  return sendMail(
    env,
    {
      key: `security:${event}:${to}:${at.toISOString()}`,
      kind: "security",
      to,
      content: {
        subject: `${subject} | ${site.name}`,
        heading: subject,
        paragraphs: [
          `${what(detail)} When: ${readableUtc(at)}.`,
          "If this was you, there is nothing to do. If it was not, sign in, change your password and check Settings, or ask a super admin for help.",
        ],
        action: { label: "Open Settings", url: `${origin}/admin/settings` },
        footnote: `You get this mail because it is the address of your ${site.name} admin account.`,
      },
    },
    origin,
  );
}
