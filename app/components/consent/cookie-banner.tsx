import {
  choiceFromSubmit,
  Cookie,
  primaryConsentButton,
  secondaryConsentButton,
  useConsent,
} from "~/components/root-shared.bundle-boundary";

export function preferencesHref(returnTo: string) {
  return `/consent?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The first-visit banner. Its buttons post to /consent, so it works without JavaScript;
 * Reject All is exactly as prominent as Accept All.
 */
export function CookieBanner({ returnTo }: { returnTo: string }) {
  const { choose } = useConsent();
  return (
    <section
      data-consent-banner
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:flex-row md:items-center md:justify-between md:p-6">
        <div className="flex gap-3">
          <Cookie className="mt-1 hidden h-6 w-6 shrink-0 text-brand-600 sm:block" aria-hidden />
          <div>
            <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
              We value your privacy
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-slate-600">
              We use necessary cookies to run this site. With your consent we also use analytics,
              marketing and functional cookies (the live chat needs functional cookies). You can
              change your choice at any time. See our{" "}
              <a href="/cookies" className="font-medium text-brand-700 underline">
                Cookie Policy
              </a>
              .
            </p>
          </div>
        </div>
        <form
          method="post"
          action="/consent"
          onSubmit={(event) => {
            event.preventDefault();
            const choice = choiceFromSubmit(event);
            if (choice) choose(choice.preferences, choice.intent);
          }}
          className="flex shrink-0 flex-col gap-2 sm:flex-row"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <a
            href={preferencesHref(returnTo)}
            data-cookie-preferences-trigger
            className={secondaryConsentButton}
          >
            Cookie Settings
          </a>
          <button type="submit" name="intent" value="reject-all" className={primaryConsentButton}>
            Reject All
          </button>
          <button type="submit" name="intent" value="accept-all" className={primaryConsentButton}>
            Accept All
          </button>
        </form>
      </div>
    </section>
  );
}
