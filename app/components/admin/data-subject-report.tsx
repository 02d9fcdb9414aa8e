import type { LeadStatus } from "~db/lead-statuses";
import { AdminTable, type AdminTableColumn } from "./admin-table";
import { LeadStatusBadge } from "./lead-status";

export interface EnquiryView {
  id: number;
  received: string;
  name: string;
  company: string;
  projectType: string;
  status: LeadStatus;
  message: string;
  notes: { id: number; written: string; authorEmail: string | null; body: string }[];
}

export interface ConsentView {
  id: number;
  given: string;
  choices: string;
  version: string;
}

export interface DataSubjectView {
  email: string;
  enquiries: EnquiryView[];
  subscribedSince: string[];
  consents: ConsentView[];
}

const ENQUIRY_COLUMNS: [AdminTableColumn<EnquiryView>, ...AdminTableColumn<EnquiryView>[]] = [
  { header: "Received", className: "whitespace-nowrap", cell: (e) => e.received },
  { header: "Name", cell: (e) => e.name },
  { header: "Company", cell: (e) => e.company },
  { header: "Project type", cell: (e) => e.projectType },
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

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
    </div>
  );
}
