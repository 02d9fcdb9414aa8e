import type { DataSubjectView, InvitationView } from "~/schemas/data-subject-view";
import { AdminTable, type AdminTableColumns } from "./admin-table";
import { ReportSection as Section } from "./report-section";

const INVITATION_COLUMNS: AdminTableColumns<InvitationView> = [
  { header: "Sent", className: "whitespace-nowrap", cell: (i) => i.sent },
  { header: "Role", cell: (i) => i.role },
  { header: "State", cell: (i) => i.state },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Where else a person's address is held: as a team member, in analytics, mentioned, queued. */
export function DataSubjectOtherPlaces({ subject }: { subject: DataSubjectView }) {
  const { account, failedSignIns, analytics, mentions } = subject;
  return (
    <>
      <Section title="Team account">
        <p className="text-slate-700">
          {account
            ? `A team account (${account.role}, ${account.status}) since ${account.since}. An erasure keeps it: delete the member on the Team screen.`
            : "No team account."}
        </p>
      </Section>
      <Section title={`Invitations (${subject.invitations.length})`}>
        <AdminTable
          caption="Invitations"
          columns={INVITATION_COLUMNS}
          rows={subject.invitations}
          notice={subject.invitations.length ? null : { text: "No invitations to this address" }}
        />
      </Section>
      <Section title="Failed sign-ins">
        <p className="text-slate-700">
          {failedSignIns
            ? `${plural(failedSignIns.attempts, "failed sign-in", "failed sign-ins")} with this address${failedSignIns.last ? `, the last on ${failedSignIns.last}` : ""}.${account ? " Kept while a team account has this address: it guards the account." : ""}`
            : "None counted."}
        </p>
      </Section>
      <Section title="Site analytics">
        <p className="text-slate-700">
          {analytics.events + analytics.dailyTotals
            ? `${plural(analytics.events, "event", "events")} and ${plural(analytics.dailyTotals, "daily total", "daily totals")} hold it as a site search or a page address.`
            : "Not in any site search or page address."}
        </p>
      </Section>
      <Section title="Mentioned elsewhere">
        <p className="text-slate-700">
          {mentions.length
            ? `In ${mentions.join(", ")}. An erasure puts a pseudonym in its place.`
            : "Nowhere else."}
        </p>
      </Section>
      <Section title="Dead letters">
        <p className="text-slate-700">
          {subject.deadLetters
            ? `${plural(subject.deadLetters, "enquiry or sign-up", "enquiries or sign-ups")} the database never took, kept in the dead-letter store.`
            : "None."}
        </p>
      </Section>
    </>
  );
}
