import type { LeadStatus } from "~db/lead-statuses";

/** Where an enquiry stands, as admins read it; the badge says it in words, not colour alone. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

const TONES: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-800",
  contacted: "bg-indigo-100 text-indigo-800",
  qualified: "bg-amber-100 text-amber-900",
  won: "bg-emerald-100 text-emerald-800",
  lost: "bg-slate-200 text-slate-800",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
