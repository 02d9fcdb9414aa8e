import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import ArrowLeft from "~/components/icons/arrow-left";
import BookOpen from "~/components/icons/book-open";
import House from "~/components/icons/house";
import Lightbulb from "~/components/icons/lightbulb";
import Mail from "~/components/icons/mail";
import Users from "~/components/icons/users";
import { ResourceSearchForm } from "~/components/resources/search-form";
import {
  buttonClasses,
  type IconComponent,
  trackException,
  trackNotFound,
} from "~/components/root-shared.bundle-boundary";
import { notFoundCopy, popularPages, randomFunFact } from "~/content/resources";

const popularIcons: Record<string, IconComponent> = {
  Home: House,
  Resources: BookOpen,
  Team: Users,
  Contact: Mail,
};

interface NotFoundDetails {
  requestId: string;
  funFact: string;
  /** Where "Go Back" leads without JavaScript: the referring page on this site, else home. */
  backHref: string;
}

export function NotFoundPage({ details }: { details?: NotFoundDetails }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Rendered by the error boundary there is no loader data; the values are made in the browser then.
  const [fallback] = useState(() => ({
    requestId: crypto.randomUUID(),
    funFact: randomFunFact(),
    backHref: "/",
  }));
  const { requestId, funFact, backHref } = details ?? fallback;

  useEffect(() => {
    trackException(`404_page_not_found: ${pathname}`);
    trackNotFound();
  }, [pathname]);

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) {
      event.preventDefault();
      navigate(-1);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
      <p
        aria-hidden
        className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
      >
        {notFoundCopy.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        <span className="sr-only">{notFoundCopy.code} </span>
        {notFoundCopy.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{notFoundCopy.message}</p>

      <div className="mx-auto mt-10 max-w-xl">
        <ResourceSearchForm
          label="Search our site"
          placeholder={notFoundCopy.searchPlaceholder}
          buttonLabel={notFoundCopy.searchButton}
        />
      </div>

      <section aria-labelledby="popular-heading" className="mt-14 text-left">
        <h2 id="popular-heading" className="text-center text-xl font-semibold text-slate-900">
          {notFoundCopy.popularHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {popularPages.map((page) => {
            const Icon = popularIcons[page.name] ?? House;
            return (
              <li key={page.href}>
                <Link
                  to={page.href}
                  data-testid="popular-page"
                  className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{page.name}</span>
                    <span className="mt-1 block text-sm text-slate-600">{page.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href={backHref}
          onClick={goBack}
          className={buttonClasses({ variant: "secondary", size: "lg" })}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
          {notFoundCopy.goBack}
        </a>
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          <House className="h-5 w-5" aria-hidden />
          {notFoundCopy.goHome}
        </Link>
      </div>

      <aside
        aria-labelledby="fun-fact-heading"
        className="mx-auto mt-12 max-w-2xl rounded-2xl bg-amber-50 p-6 text-left"
      >
        <h2 id="fun-fact-heading" className="flex items-center gap-2 font-semibold text-amber-900">
          <Lightbulb className="h-5 w-5" aria-hidden />
          {notFoundCopy.funFactHeading}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-amber-950" suppressHydrationWarning>
          {funFact}
        </p>
      </aside>

      <p className="mt-8 text-xs text-slate-600">
        {notFoundCopy.requestIdLabel}:{" "}
        <code
          data-testid="request-id"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono"
          suppressHydrationWarning
        >
          {requestId}
        </code>
      </p>
    </div>
  );
}
