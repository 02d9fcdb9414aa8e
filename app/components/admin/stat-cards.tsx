import { Link } from "@remix-run/react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Eye from "lucide-react/icons/eye";
import FileCheck from "lucide-react/icons/file-check";
import FilePen from "lucide-react/icons/file-pen";
import FileText from "lucide-react/icons/file-text";
import Inbox from "lucide-react/icons/inbox";
import type { DashboardStats } from "~/schemas/api-responses";
import { leadStatuses } from "~db/lead-statuses";
import { LeadStatusBadge } from "./lead-status";

const number = new Intl.NumberFormat("en-US");

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards = [
    {
      label: "Total Posts",
      value: stats?.totalPosts,
      icon: FileText,
      tone: "bg-brand-50 text-brand-600",
    },
    {
      label: "Published",
      value: stats?.publishedPosts,
      icon: FileCheck,
      tone: "bg-emerald-50 text-emerald-600",
    },
    {
      label: "Scheduled",
      value: stats?.scheduledPosts,
      icon: CalendarClock,
      tone: "bg-sky-50 text-sky-600",
    },
    {
      label: "Drafts",
      value: stats?.draftPosts,
      icon: FilePen,
      tone: "bg-amber-50 text-amber-600",
    },
    { label: "Total Views", value: stats?.totalViews, icon: Eye, tone: "bg-sky-50 text-sky-600" },
    {
      label: "Submissions",
      value: stats?.contactSubmissions,
      icon: Inbox,
      tone: "bg-fuchsia-50 text-fuchsia-600",
    },
  ];
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <span className={`rounded-lg p-1.5 ${tone}`}>
              <Icon aria-hidden className="h-4 w-4" />
            </span>
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900" data-testid={`stat-${label}`}>
            {value === undefined ? "—" : number.format(value)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The sales pipeline at a glance: enquiries per status, each a link to the filtered inbox. */
export function LeadCounts({ counts }: { counts: DashboardStats["leadsByStatus"] | undefined }) {
  return (
    <section
      aria-labelledby="leads-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="leads-heading" className="text-sm font-medium text-slate-600">
        Leads by status
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {leadStatuses.map((status) => (
          <li key={status}>
            <Link
              to={`/admin/submissions?status=${status}`}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm hover:bg-slate-50"
              data-testid={`leads-${status}`}
            >
              <LeadStatusBadge status={status} />
              <span className="font-semibold tabular-nums text-slate-900">
                {counts ? number.format(counts[status]) : "—"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
