/**
 * The invitation mail: the link that sets the invitee's password. Keyed by the invitation, so
 * a re-invitation (a new invitation, the old link revoked) sends its own new link.
 */
import { site } from "~/content/site";
import type { AppEnv } from "~/platform/env.server";
import type { PendingInvitation } from "~/schemas/team";
import { readableUtc } from "./render.server";
import { sendMail } from "./send.server";

const ROLE_NAMES: Record<PendingInvitation["role"], string> = {
  user: "a user",
  admin: "an admin",
  super_admin: "a super admin",
};

/** The invitation's subject, in its mail and in the invitation webhook's message. */
export const invitationSubject = (siteName: string) =>
  `You are invited to the ${siteName} admin portal`;

/** Queues the invitation's mail; false when it could not be queued (the link still works). */
export function mailInvitationLink(
  env: Pick<AppEnv, "MAIL_QUEUE">,
  invitation: PendingInvitation,
  inviteUrl: string,
) {
  const origin = new URL(inviteUrl).origin;
  return sendMail(
    env,
    {
      key: `invitation:${invitation.id}`,
      kind: "invitation",
      to: invitation.email,
      content: {
        subject: invitationSubject(site.name),
        heading: "You are invited",
        paragraphs: [
          `You have been invited to the ${site.name} admin portal as ${ROLE_NAMES[invitation.role] ?? invitation.role}.`,
          `Choose your password with the link below. It works once, and until ${readableUtc(invitation.expiresAt)}.`,
        ],
        action: { label: "Set your password", url: inviteUrl },
        footnote:
          "If you did not expect this invitation, ignore this email: without the link nobody can use it.",
      },
    },
    origin,
  );
}
