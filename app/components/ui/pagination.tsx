import { Link } from "@remix-run/react";
import ChevronLeft from "~/components/icons/chevron-left";
import ChevronRight from "~/components/icons/chevron-right";

const itemClass =
  "inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium";
const linkClass = `${itemClass} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`;
// Readable but plainly inactive: the unavailable direction keeps AA contrast (no faded text).
const disabledClass = `${itemClass} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;

/** Previous/Next with "Page X of Y" for any paged list; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 pt-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" prefetch="intent" className={linkClass}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
        </span>
      )}
      <p className="text-sm text-slate-600" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" prefetch="intent" className={linkClass}>
          Next <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next <ChevronRight aria-hidden className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
