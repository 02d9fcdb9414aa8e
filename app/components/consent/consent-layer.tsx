import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useAnalytics } from "~/client/use-analytics";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import type { PublicConfig } from "~/lib/root-data";
import { useConsent } from "./consent-provider";
import { CookieBanner } from "./cookie-banner";
import { CookieSettingsButton } from "./cookie-settings-button";
import { PreferencesDialog } from "./preferences-dialog";

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
  const { consent, preferencesOpen, openPreferences } = useConsent();
  const returnTo = useReturnTo();

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
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [openPreferences]);

  useAnalytics({
    consent,
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
      <PreferencesDialog returnTo={returnTo} />
      <ChatLauncher enabled={consent?.functional === true} />
    </>
  );
}
