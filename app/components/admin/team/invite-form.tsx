import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/admin/csrf-input";
import { primaryButton, secondaryButton } from "~/components/admin/settings/buttons";
import { SettingsInput } from "~/components/admin/settings/settings-input";
import { ROLE_LABELS } from "./team-table";

export interface InviteOutcome {
  email: string;
  inviteUrl: string;
  mailed: boolean;
}

export interface PendingInvitationView {
  id: number;
  email: string;
  role: keyof typeof ROLE_LABELS;
  expires: string;
}

/** Invite by e-mail and role; after a success, the single-use link to copy. */
export function InviteForm({
  invited,
  errors,
}: {
  invited?: InviteOutcome;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">The link works once and expires after 7 days.</p>
      {invited ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm"
        >
          <p className="font-medium text-emerald-900">
            Invitation for {invited.email} created.{" "}
            {invited.mailed
              ? "It was e-mailed; you can also copy the link:"
              : "Copy the link and send it to them:"}
          </p>
          <label htmlFor="invite-url" className="sr-only">
            Invitation link
          </label>
          <input
            id="invite-url"
            readOnly
            value={invited.inviteUrl}
            className="mt-2 block w-full rounded border border-emerald-200 bg-white px-2 py-1 font-mono text-xs"
          />
        </div>
      ) : null}
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <CsrfInput />
        <input type="hidden" name="intent" value="invite" />
        <SettingsInput
          id="invite-email"
          label="Email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          errorId="invite-email-error"
          errors={errors.email}
        />
        <div>
          <label htmlFor="invite-role" className="mb-1 block text-sm font-medium text-slate-700">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue="admin"
            className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="admin">{ROLE_LABELS.admin}</option>
            <option value="super_admin">{ROLE_LABELS.super_admin}</option>
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Send invitation
        </button>
      </Form>
    </section>
  );
}

export function PendingInvitations({ invitations }: { invitations: PendingInvitationView[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="mb-2 text-lg font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
          >
            <span>
              <span className="font-medium text-slate-900">{invitation.email}</span> ·{" "}
              {ROLE_LABELS[invitation.role]} · expires {invitation.expires}
            </span>
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="revoke-invitation" />
              <input type="hidden" name="invitationId" value={invitation.id} />
              <button
                type="submit"
                className={secondaryButton}
                aria-label={`Revoke invitation: ${invitation.email}`}
              >
                Revoke
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
