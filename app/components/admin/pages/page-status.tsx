import type { SitePageStatus } from "~/schemas/site-pages";

/** A page's state as the portal shows it, its moments already written in the admin's zone. */
export interface PageStatusView {
  status: SitePageStatus;
  /** When the page the public sees went live; null while it shows the code's own copy. */
  publishedAt: string | null;
  publishedBy: string | null;
  /** When the scheduled version goes live. */
  publishAt: string | null;
}

const labels: Record<SitePageStatus, { text: string; className: string }> = {
  published: { text: "Published", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  draft_changes: { text: "Draft changes", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  scheduled: { text: "Scheduled", className: "bg-sky-50 text-sky-900 ring-sky-200" },
};

export function PageStatusBadge({ status }: { status: PageStatusView }) {
  const label = labels[status.status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${label.className}`}
    >
      {label.text}
      {status.status === "scheduled" && status.publishAt ? ` for ${status.publishAt}` : ""}
    </span>
  );
}

/** "Published 3 Dec 2026, 10:00 by ana@example.com", or that the page was never published here. */
export function lastPublished(status: PageStatusView) {
  if (!status.publishedAt) return "Not published from the portal yet";
  return `Published ${status.publishedAt}${status.publishedBy ? ` by ${status.publishedBy}` : ""}`;
}
