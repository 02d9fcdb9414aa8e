import { Link } from "@remix-run/react";

/** Previous/next links with "Page X of Y"; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const linkClass =
    "rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700";
  const disabledClass =
    "rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-300";
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : (
        <span className={disabledClass} aria-hidden>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-600" aria-current="page">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : (
        <span className={disabledClass} aria-hidden>
          Next
        </span>
      )}
    </nav>
  );
}
