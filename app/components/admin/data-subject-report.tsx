import type { ConsentView, DataSubjectView, EnquiryView } from "~/schemas/data-subject-view";
import { AdminTable, type AdminTableColumn } from "./admin-table";
import { DataSubjectOtherPlaces } from "./data-subject-other-places";
import { LeadStatusBadge } from "./lead-status";
import { ReportSection as Section } from "./report-section";
import { projectTypeLabel } from "./submission-labels";

const ENQUIRY_COLUMNS: [AdminTableColumn<EnquiryView>, ...AdminTableColumn<EnquiryView>[]] = [
  { header: "Received", className: "whitespace-nowrap", cell: (e) => e.received },
  { header: "Name", cell: (e) => e.name },
  { header: "Company", cell: (e) => e.company },
  { header: "Project type", cell: (e) => projectTypeLabel(e.projectType) },
  { header: "Status", cell: (e) => <LeadStatusBadge status={e.status} /> },
  { header: "Message", className: "whitespace-pre-line", cell: (e) => e.message },
  {
    header: "Notes",
    cell: (e) =>
      e.notes.length ? (
        <ul className="space-y-1">
          {e.notes.map((note) => (
            <li key={note.id}>
              <span className="text-xs text-slate-500">
                {note.written}
                {note.authorEmail ? `, ${note.authorEmail}` : ""}:
              </span>{" "}
              {note.body}
            </li>
          ))}
        </ul>
      ) : (
        "—"
      ),
  },
];

const CONSENT_COLUMNS: [AdminTableColumn<ConsentView>, ...AdminTableColumn<ConsentView>[]] = [
  { header: "Given", className: "whitespace-nowrap", cell: (c) => c.given },
  { header: "Choices", cell: (c) => c.choices },
  { header: "Version", cell: (c) => c.version },
];

/** Everything held about one person, as a data-subject request shows it. */
export function DataSubjectReport({ subject }: { subject: DataSubjectView }) {
  return (
    <div className="space-y-8">
      <Section title={`Enquiries (${subject.enquiries.length})`}>
        <AdminTable
          caption="Enquiries"
          columns={ENQUIRY_COLUMNS}
          rows={subject.enquiries}
          notice={subject.enquiries.length ? null : { text: "No enquiries from this address" }}
          tableClassName="sm:min-w-[50rem]"
        />
      </Section>
      <Section title="Newsletter">
        <p className="text-slate-700">
          {subject.subscribedSince.length
            ? `Subscribed since ${subject.subscribedSince.join(" and ")}.`
            : "Not subscribed."}
        </p>
      </Section>
      <Section title={`Consent records (${subject.consents.length})`}>
        <AdminTable
          caption="Consent records"
          columns={CONSENT_COLUMNS}
          rows={subject.consents}
          notice={subject.consents.length ? null : { text: "No consent records linked" }}
        />
      </Section>
      <Section title="Chat transcripts">
        <p className="text-slate-700">None: the chat assistant does not keep conversations.</p>
      </Section>
      <DataSubjectOtherPlaces subject={subject} />
    </div>
  );
}
