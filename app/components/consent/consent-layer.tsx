import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { preloadAnalyticsSession, useAnalytics } from "~/client/use-analytics";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { type PublicConfig, useConsent } from "~/components/root-shared.bundle-boundary";
import { CookieBanner } from "./cookie-banner";
import { CookieSettingsButton } from "./cookie-settings-button";

// The dialog's code, with the cookie categories it lists, is fetched when it is first opened (or
// when the pointer or focus reaches something that opens it).
const loadPreferencesDialog = () => import("./preferences-dialog");
const PreferencesDialog = lazy(() =>
  loadPreferencesDialog().then((module) => ({ default: module.PreferencesDialog })),
);

/** The return address for consent forms: this page, or on the preferences page the page before it. */
function useReturnTo() {
  const { pathname, search, hash } = useLocation();
  if (pathname === "/consent") return new URLSearchParams(search).get("returnTo") ?? "/";
  return `${pathname}${search}${hash}`;
}

/**
 * Everything consent governs on public pages: the banner until a choice is made, the floating
 * Cookie Settings button after it, the preferences dialog (also opened by any
 * [data-cookie-preferences-trigger] link), consent-gated analytics, and the live chat (functional cookies).
 */
export function ConsentLayer({ config }: { config: PublicConfig | undefined }) {
  const { pathname } = useLocation();
  const { consent, savedConsent, preferencesOpen, openPreferences } = useConsent();
  const returnTo = useReturnTo();
  // Once opened, the dialog stays mounted: closing it runs its own close().
  const [dialogWanted, setDialogWanted] = useState(preferencesOpen);
  if (preferencesOpen && !dialogWanted) setDialogWanted(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const trigger = (event.target as Element | null)?.closest?.(
        "[data-cookie-preferences-trigger]",
      );
      if (!trigger) return;
      event.preventDefault();
      openPreferences();
    };
    const preload = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.("[data-cookie-preferences-trigger]")) void loadPreferencesDialog();
      if (target?.closest?.("[data-consent-banner]")) preloadAnalyticsSession();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", preload);
    document.addEventListener("focusin", preload);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", preload);
      document.removeEventListener("focusin", preload);
    };
  }, [openPreferences]);

  // Analytics start once the choice is saved: the server stores events only for a visitor whose
  // consent cookie allows them, so events sent before it is set would be dropped.
  useAnalytics({
    consent: savedConsent,
    measurementId: config?.analyticsMeasurementId,
    scriptUrl: config?.analyticsScriptUrl,
  });

  const onPreferencesPage = pathname === "/consent";
  return (
    <>
      {!consent && !preferencesOpen && !onPreferencesPage ? (
        <CookieBanner returnTo={returnTo} />
      ) : null}
      {consent && !preferencesOpen ? <CookieSettingsButton returnTo={returnTo} /> : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PreferencesDialog returnTo={returnTo} />
        </Suspense>
      ) : null}
      <ChatLauncher enabled={consent?.functional === true} />
    </>
  );
}
