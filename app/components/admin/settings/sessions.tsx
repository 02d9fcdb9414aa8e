import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableColumns,
} from "~/components/admin/admin-table";
import { formatDateTime } from "~/lib/dates";
import { secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { SettingsSection } from "./settings-section";

interface SessionView {
  id: number;
  kind: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  lastActiveAt: Date | string;
  current: boolean;
}

const SESSION_COLUMNS: AdminTableColumns<SessionView> = [
  {
    header: "Session",
    cell: (session) => (
      <>
        {session.kind === "api" ? "API client" : "Browser"}
        {session.current ? (
          <span className="ml-2 whitespace-nowrap rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            This session
          </span>
        ) : null}
        <span className="block truncate text-xs font-normal text-slate-500 sm:max-w-48">
          {session.userAgent ?? "Unknown client"}
        </span>
      </>
    ),
  },
  { header: "Address", cell: (session) => session.ipAddress ?? "Unknown address" },
  { header: "Signed in", cell: (session) => formatDateTime(session.createdAt) },
  { header: "Last active", cell: (session) => formatDateTime(session.lastActiveAt) },
];

const SESSION_ACTIONS: AdminTableColumn<SessionView> = {
  header: "Actions",
  cell: (session) => (
    <IntentForm intent="revoke-session">
      <input type="hidden" name="sessionId" value={session.id} />
      <button
        type="submit"
        className={secondaryButton}
        aria-label={
          session.current
            ? "Sign out this session"
            : `Revoke session from ${formatDateTime(session.createdAt)}`
        }
      >
        {session.current ? "Sign out" : "Revoke"}
      </button>
    </IntentForm>
  ),
};

export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
  return (
    <SettingsSection
      id="sessions"
      title="Active sessions"
      description="Sessions end after 30 minutes without activity and 8 hours after sign-in."
    >
      <AdminTable
        caption="Active sessions"
        columns={SESSION_COLUMNS}
        actions={SESSION_ACTIONS}
        rows={sessions}
      />
    </SettingsSection>
  );
}
