/**
 * /admin/team (super admins): everyone with an account, with role, status, 2FA and dates;
 * invite by e-mail and role, revoke pending invitations, change a role, suspend or reactivate,
 * reset 2FA, delete (after a confirmation step). The same rules as /api/v1/admin/users.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  InviteForm,
  PendingInvitations,
  type InviteOutcome,
} from "~/components/admin/team/invite-form";
import { DeleteUserConfirmation, TeamTable } from "~/components/admin/team/team-table";
import { site } from "~/components/root-shared.bundle-boundary";
import { readFormData } from "~/http/form-body.server";
import { noticeTwoFactorReset } from "~/http/team-api.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { recordIdOrNull } from "~/lib/record-id";
import { siteOrigin } from "~/lib/site-origin";
import { formatZonedDateTime } from "~/lib/zoned-time";
import {
  INVALID_USER_ID_MESSAGE,
  invitationSchema,
  parseUserId,
  userChangeSchema,
} from "~/schemas/team";
import { requireCsrf, requireSuperAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  EXISTING_ACCOUNT_MESSAGE,
  invitationUrl,
  inviteUser,
  listPendingInvitations,
  mailInvitation,
  revokeInvitation,
} from "~/services/team/invitations.server";
import {
  changeUser,
  deleteUser,
  listTeam,
  resetUserTwoFactor,
  USER_NOT_FOUND_MESSAGE,
  type TeamChangeResult,
} from "~/services/team/members.server";

const TEAM_PATH = "/admin/team";

export const meta: MetaFunction = () => adminPageMeta("Team");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const db = await context.db();
  const [team, invitations] = await Promise.all([
    listTeam(db, user),
    listPendingInvitations(db, user),
  ]);
  const timeZone = adminTimeZone(request);
  const members = team.map((member) => ({
    ...member,
    lastSignIn: member.lastSignInAt ? formatZonedDateTime(member.lastSignInAt, timeZone) : "Never",
    created: formatZonedDateTime(member.createdAt, timeZone),
    isYou: member.id === user.id,
  }));
  const confirmDelete = parseUserId(new URL(request.url).searchParams.get("confirmDelete"));
  return {
    members,
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expires: formatZonedDateTime(invitation.expiresAt, timeZone),
    })),
    pendingDelete: members.find((m) => m.id === confirmDelete && !m.isYou) ?? null,
  };
}

type ActionData = { invited?: InviteOutcome; errors?: Record<string, string[] | undefined> };

const CHANGES = {
  suspend: { change: { status: "suspended" }, done: "User suspended" },
  reactivate: { change: { status: "active" }, done: "User reactivated" },
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const db = await context.db();
  const meta = requestMeta(request, context);
  const secret = context.env.SESSION_SECRET;
  const intent = String(formData.get("intent") ?? "");

  const answer = async (result: TeamChangeResult | { status: "ok" }, done: string) => {
    if (result.status === "ok")
      return redirectWithToast(TEAM_PATH, secret, { title: done, variant: "success" });
    return redirectWithToast(TEAM_PATH, secret, {
      title: "Not changed",
      description: result.status === "refused" ? result.message : USER_NOT_FOUND_MESSAGE,
      variant: "destructive",
    });
  };

  if (intent === "invite") {
    const parsed = invitationSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success)
      return data<ActionData>({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
    const result = await inviteUser(db, user, parsed.data, meta);
    if (result.status === "exists")
      return data<ActionData>({ errors: { email: [EXISTING_ACCOUNT_MESSAGE] } }, { status: 409 });
    const inviteUrl = invitationUrl(siteOrigin(request, context.env.SITE_URL), result.token);
    const mailed = await mailInvitation(context.env, result.invitation, inviteUrl, site.name);
    return data<ActionData>({ invited: { email: result.invitation.email, inviteUrl, mailed } });
  }

  if (intent === "revoke-invitation") {
    const id = recordIdOrNull(formData.get("invitationId"));
    const revoked = id !== null && (await revokeInvitation(db, user, id, meta));
    return redirectWithToast(TEAM_PATH, secret, {
      title: revoked ? "Invitation revoked" : "That invitation is no longer pending",
      variant: revoked ? "success" : "destructive",
    });
  }

  const userId = parseUserId(formData.get("userId"));
  if (!userId) return answer({ status: "refused", message: INVALID_USER_ID_MESSAGE }, "");
  switch (intent) {
    case "change-role": {
      const parsed = userChangeSchema.safeParse({ role: formData.get("role") });
      if (!parsed.success)
        return redirectWithToast(TEAM_PATH, secret, {
          title: "Not changed",
          description: parsed.error.issues[0]?.message,
          variant: "destructive",
        });
      return answer(await changeUser(db, user, userId, parsed.data, meta), "Role changed");
    }
    case "suspend":
    case "reactivate":
      return answer(
        await changeUser(db, user, userId, CHANGES[intent].change, meta),
        CHANGES[intent].done,
      );
    case "reset-2fa": {
      const result = await resetUserTwoFactor(db, user, userId, meta);
      if (result.status === "ok") await noticeTwoFactorReset(context, request, result.user.email);
      return answer(result, "Two-factor reset");
    }
    case "delete":
      return answer(await deleteUser(db, user, userId, meta), "User deleted");
    default:
      return redirectWithToast(TEAM_PATH, secret, {
        title: "Unknown action",
        variant: "destructive",
      });
  }
}

export default function Team() {
  const { members, invitations, pendingDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Team</h1>
        <p className="mt-1 text-slate-600">
          Who can use the portal. Admins manage posts, media, enquiries and analytics; super admins
          also manage the team, API keys and data requests.
        </p>
      </div>
      <InviteForm invited={result?.invited} errors={result?.errors ?? {}} />
      <PendingInvitations invitations={invitations} />
      {pendingDelete ? <DeleteUserConfirmation member={pendingDelete} /> : null}
      <TeamTable members={members} />
    </div>
  );
}
