import { Form, Link } from "@remix-run/react";
import { AdminTable, type AdminTableColumn } from "~/components/admin/admin-table";
import { CsrfInput } from "~/components/admin/csrf-input";
import { secondaryButton } from "~/components/admin/settings/buttons";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

export const ROLE_LABELS = { super_admin: "Super admin", admin: "Admin", user: "User" } as const;
type Role = keyof typeof ROLE_LABELS;

/** A user as the team table shows them, dates already in the admin's time zone. */
export interface TeamMemberView {
  id: string;
  email: string;
  role: Role;
  status: "active" | "suspended";
  twoFactorEnabled: boolean;
  lastSignIn: string;
  created: string;
  isYou: boolean;
}

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500";

const COLUMNS: [AdminTableColumn<TeamMemberView>, ...AdminTableColumn<TeamMemberView>[]] = [
  {
    header: "Email",
    cell: (member) => (
      <>
        {member.email}
        {member.isYou ? <span className="ml-2 text-xs text-slate-500">(you)</span> : null}
      </>
    ),
  },
  { header: "Role", cell: (member) => ROLE_LABELS[member.role] },
  {
    header: "Status",
    cell: (member) =>
      member.status === "active" ? (
        "Active"
      ) : (
        <span className="font-medium text-red-700">Suspended</span>
      ),
  },
  { header: "2FA", cell: (member) => (member.twoFactorEnabled ? "On" : "Off") },
  { header: "Last sign-in", className: "whitespace-nowrap", cell: (m) => m.lastSignIn },
  { header: "Created", className: "whitespace-nowrap", cell: (m) => m.created },
];

function ActionForm({
  intent,
  member,
  label,
  children,
}: {
  intent: string;
  member: TeamMemberView;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="flex items-center gap-1">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.id} />
      {children}
      <button type="submit" className={secondaryButton} aria-label={`${label}: ${member.email}`}>
        {label}
      </button>
    </Form>
  );
}

const ACTIONS: AdminTableColumn<TeamMemberView> = {
  header: "Actions",
  cell: (member) =>
    member.isYou ? (
      <span className="text-slate-500">Change your own account in Settings</span>
    ) : (
      <>
        <ActionForm intent="change-role" member={member} label="Change role">
          <label htmlFor={`role-${member.id}`} className="sr-only">
            Role of {member.email}
          </label>
          <select
            id={`role-${member.id}`}
            name="role"
            defaultValue={member.role}
            className={selectClass}
          >
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </ActionForm>
        {member.status === "active" ? (
          <ActionForm intent="suspend" member={member} label="Suspend" />
        ) : (
          <ActionForm intent="reactivate" member={member} label="Reactivate" />
        )}
        {member.twoFactorEnabled ? (
          <ActionForm intent="reset-2fa" member={member} label="Reset 2FA" />
        ) : null}
        <Link
          to={`?confirmDelete=${member.id}`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={`Delete: ${member.email}`}
        >
          Delete
        </Link>
      </>
    ),
};

export function TeamTable({ members }: { members: TeamMemberView[] }) {
  return <AdminTable caption="Users" columns={COLUMNS} actions={ACTIONS} rows={members} />;
}

/** The step before a deletion, the same with or without JavaScript. */
export function DeleteUserConfirmation({ member }: { member: TeamMemberView }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="delete-user-title"
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h2 id="delete-user-title" className="font-semibold text-red-900">
        Delete {member.email}?
      </h2>
      <p className="mt-1 text-sm text-red-800">
        Their account, sessions and API keys go; their posts keep their author name.
      </p>
      <div className="mt-3 flex gap-2">
        <Form method="post" action="/admin/team">
          <CsrfInput />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="userId" value={member.id} />
          <button
            type="submit"
            className="rounded-xl bg-red-600 px-3 py-2 text-sm font-semibold text-white hover:bg-red-700"
          >
            Delete user
          </button>
        </Form>
        <Link to="/admin/team" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
