import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import Mail from "~/components/icons/mail";
import type { NewsletterResult } from "~/schemas/newsletter";

/**
 * "Stay Updated": posts to /newsletter. Without JavaScript the page reloads with a toast;
 * with it, a fetcher shows the outcome in place.
 */
export function NewsletterSignup() {
  const fetcher = useFetcher<NewsletterResult>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-center text-white md:px-12"
    >
      <Mail className="mx-auto h-10 w-10 opacity-90" aria-hidden />
      <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold md:text-3xl">
        Stay Updated
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">
        Get our latest articles on AI development, best practices and industry insights in your
        inbox.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/newsletter"
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        noValidate={hydrated}
      >
        {hydrated ? null : (
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        )}
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? "newsletter-result" : undefined}
          className="flex-1 rounded-lg border border-white/30 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-white"
        />
        <button
          type="submit"
          disabled={busy}
          data-analytics-label="Subscribe"
          className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
        >
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </fetcher.Form>
      <p
        id="newsletter-result"
        role={result && !result.ok ? "alert" : "status"}
        className="mt-3 min-h-6 text-sm font-medium"
      >
        {result ? (result.ok ? result.message : result.error) : null}
      </p>
    </section>
  );
}
