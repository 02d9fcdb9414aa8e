import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

/** An admin detail page's error boundary: a 404 says the record is gone, anything else goes up to the root boundary. */
export function RecordNotFoundBoundary({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">It may have been deleted.</p>
      <Link to={backTo} className={buttonClasses({ className: "mt-4" })}>
        {backLabel}
      </Link>
    </div>
  );
}
