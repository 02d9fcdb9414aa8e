/**
 * /admin/invitations/{token}: the invitee sets a password (the usual rules), may choose to set
 * up two-factor next, and is signed in. An expired, revoked, used or unknown link says so, and
 * so does one whose inviter is no longer an active super admin.
 * Outside the admin layout: the invitee has no session yet.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { LoginCard } from "~/components/admin/login/login-card";
import { primaryButton } from "~/components/admin/settings/buttons";
import { SettingsInput } from "~/components/admin/settings/settings-input";
import { ROLE_LABELS } from "~/components/admin/team/team-table";
import { readFormData } from "~/http/form-body.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { acceptInvitationSchema } from "~/schemas/team";
import { DASHBOARD_PATH } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { startWebSession } from "~/services/auth/web-session.server";
import { acceptInvitation, invitationState } from "~/services/team/invitations.server";

export const meta: MetaFunction = () => adminPageMeta("Accept invitation");

const ENDED_MESSAGES = {
  expired: "This invitation has expired. Ask a super admin for a new one.",
  revoked: "This invitation was revoked. Ask a super admin for a new one.",
  used: "This invitation has already been used. Sign in with your email and password.",
  unknown: "This invitation link is not valid. Check that you copied all of it.",
  exists: "An account with this email already exists. Sign in instead.",
  withdrawn:
    "This invitation is no longer valid: the person who sent it can no longer invite. Ask a super admin for a new one.",
} as const;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await invitationState(await context.db(), params.token ?? "");
  if (state.status !== "valid") return { ended: ENDED_MESSAGES[state.status], invitation: null };
  return { ended: null, invitation: { email: state.email, role: state.role } };
}

type ActionData = { errors?: Record<string, string[] | undefined>; ended?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const parsed = acceptInvitationSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data<ActionData>({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const db = await context.db();
  const meta = requestMeta(request, context);
  const result = await acceptInvitation(db, params.token ?? "", parsed.data.password, meta);
  if (result.status !== "ok")
    return data<ActionData>({ ended: ENDED_MESSAGES[result.status] }, { status: 410 });
  const cookie = await startWebSession(request, context, db, result.user, meta);
  // Admin roles land in the portal; two-factor is set up in Settings.
  const next = parsed.data.setUpTwoFactor ? "/admin/settings#two-factor" : DASHBOARD_PATH;
  return redirect(next, { headers: { "Set-Cookie": cookie } });
}

export default function AcceptInvitation() {
  const { ended, invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const closed = result?.ended ?? ended;
  if (closed || !invitation)
    return (
      <LoginCard title="Invitation unavailable" intro={closed ?? ""}>
        <a href="/admin/login" className={primaryButton}>
          Go to sign in
        </a>
      </LoginCard>
    );
  const errors = result?.errors ?? {};
  return (
    <LoginCard
      title="Join the team"
      intro={`You are invited as ${ROLE_LABELS[invitation.role]} with ${invitation.email}. Choose a password to finish.`}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="username" value={invitation.email} autoComplete="username" />
        <SettingsInput
          id="password"
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          errorId="password-error"
          errors={errors.password}
        />
        <p className="text-xs text-slate-500">
          At least 12 characters, with an uppercase and a lowercase letter, a number and a special
          character.
        </p>
        <SettingsInput
          id="confirmPassword"
          label="Confirm password"
          name="confirmPassword"
          type="password"
          required
          autoComplete="new-password"
          errorId="confirm-password-error"
          errors={errors.confirmPassword}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="setUpTwoFactor" /> Set up two-factor authentication next
        </label>
        <button type="submit" className={`${primaryButton} w-full`}>
          Create account and sign in
        </button>
      </Form>
    </LoginCard>
  );
}
