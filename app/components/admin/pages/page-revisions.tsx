import { Link } from "@remix-run/react";
import History from "lucide-react/icons/rotate-ccw-clock";

export interface PageRevisionView {
  id: number;
  /** When it went live (or was to), formatted in the admin's zone. */
  when: string;
  publishedBy: string | null;
}

/** Every version the page was published with, newest first, each to view and restore. */
export function PageRevisions({
  name,
  revisions,
}: {
  name: string;
  revisions: PageRevisionView[];
}) {
  return (
    <section
      aria-labelledby="page-revisions-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="page-revisions-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <History aria-hidden className="h-5 w-5" /> Published versions
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          None yet: each publish keeps the version it published here.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="text-sm text-slate-700">
                {revision.when}
                {revision.publishedBy ? ` by ${revision.publishedBy}` : ""}
              </span>
              <Link
                to={`/admin/pages/${name}/revisions/${revision.id}`}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                View and restore<span className="sr-only"> the version of {revision.when}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
