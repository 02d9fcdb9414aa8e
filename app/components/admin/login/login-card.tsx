import ArrowLeft from "lucide-react/icons/arrow-left";
import Lock from "lucide-react/icons/lock";
import type { ReactNode } from "react";
import { site } from "~/components/root-shared.bundle-boundary";

/** The style of the sign-in screen's inputs. */
export const loginInputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500";

/** The sign-in screen around each step: the way back to the site, a heading and the step's error. */
export function LoginCard({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-md">
        <a
          href="/"
          className="mb-6 inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to {site.name}
        </a>
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Lock aria-hidden className="h-6 w-6" />
            </span>
            <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">{intro}</p>
          </div>
          {error ? (
            <div
              role="alert"
              className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {error}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </main>
  );
}
