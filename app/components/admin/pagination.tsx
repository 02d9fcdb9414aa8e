import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** The URL of another page of the current list, keeping its filters. */
export function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  params.delete("confirmDelete");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

const linkClass =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700";

/** Previous/Next with "Page X of Y"; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  search,
  label,
}: {
  page: number;
  pageCount: number;
  search: string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 pt-4">
      {page > 1 ? (
        <Link
          to={pageHref(search, page - 1)}
          className={`${linkClass} hover:bg-slate-50`}
          prefetch="intent"
        >
          <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={`${linkClass} cursor-not-allowed opacity-50`}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
        </span>
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          to={pageHref(search, page + 1)}
          className={`${linkClass} hover:bg-slate-50`}
          prefetch="intent"
        >
          Next <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${linkClass} cursor-not-allowed opacity-50`}>
          Next <ChevronRight aria-hidden className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
