import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { publishConsent } from "~/client/consent";
import { randomId } from "~/client/random-id";
import { isConsentCurrent, type ConsentRecord, type CookiePreferences } from "~/lib/consent-record";
import { toast } from "~/lib/toast";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";

interface ConsentContextValue {
  consent: ConsentRecord | null;
  /**
   * The choice as the server holds it in its cookie: `consent` takes a new choice at once, this
   * once it is saved. Whatever the server checks consent for (analytics events) waits for it.
   * A page rendered with a pending choice starts from it here too: its save was sent before the
   * page was asked for, and the server drops any event it holds no saved choice for.
   */
  savedConsent: ConsentRecord | null;
  preferencesOpen: boolean;
  choose(preferences: CookiePreferences, intent: "accept-all" | "reject-all" | "save"): void;
  openPreferences(): void;
  closePreferences(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

/**
 * Keeps a choice in the browser's cookies at once, before the request that saves it has been
 * answered, so that a page asked for meanwhile is rendered with it; the save's answer ends it.
 * Null ends it here: a choice that was not saved applies to this page only.
 */
function keepPendingChoice(choice: CookiePreferences | null) {
  const kept = choice
    ? `${+choice.analytics}${+choice.marketing}${+choice.functional}; Max-Age=60`
    : "; Max-Age=0";
  // PENDING_CONSENT_COOKIE of ~/lib/consent-record, written out: importing the name would add
  // more to every page's JavaScript than the name itself.
  document.cookie = `cookie_consent_pending=${kept}; Path=/; SameSite=Lax`;
}

export function useConsent() {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside <ConsentProvider>");
  return value;
}

/**
 * Holds the visitor's consent for the whole document (so it survives client navigation, also
 * through /admin), starting from what the server read from the cookie, and saves choices through
 * POST /api/v1/consent. A choice takes effect at once, also for a page asked for before it is
 * saved (a pending choice: ~/lib/consent-record); the server's answer then replaces it.
 */
export function ConsentProvider({
  initialConsent,
  children,
}: {
  initialConsent: ConsentRecord | null;
  children: ReactNode;
}) {
  const [consent, setConsent] = useState(initialConsent);
  const [savedConsent, setSavedConsent] = useState(initialConsent);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  // A later server read (after any action revalidates the root) wins when it is newer.
  useEffect(() => {
    if (!initialConsent) return;
    const newer = (current: ConsentRecord | null) =>
      current && current.timestamp >= initialConsent.timestamp ? current : initialConsent;
    setConsent(newer);
    setSavedConsent(newer);
  }, [initialConsent]);

  // Publishing must happen before any component's effects ask for consent (they run child-first).
  useBrowserLayoutEffect(() => publishConsent(consent), [consent]);

  const choose = useCallback<ConsentContextValue["choose"]>((preferences, intent) => {
    // In the cookies before anything else: the visitor may leave or reload right away.
    keepPendingChoice(preferences);
    setConsent((current) => ({
      id: current?.id ?? randomId(),
      ...preferences,
      timestamp: new Date().toISOString(),
      version: "1.0",
    }));
    setPreferencesOpen(false);
    const body = intent === "save" ? { intent, ...preferences } : { intent };
    fetch("/api/v1/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      // Let the choice reach the server even if the visitor leaves the page right away.
      keepalive: true,
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const saved = ((await response.json()) as { consent: unknown }).consent;
        if (!isConsentCurrent(saved)) throw new Error("the server sent no valid consent");
        setConsent(saved);
        setSavedConsent(saved);
      })
      .catch(() => {
        keepPendingChoice(null);
        toast({
          title: "Your cookie choice was not saved",
          description: "It applies to this page only. Please try again in a moment.",
          variant: "destructive",
        });
      });
  }, []);

  const openPreferences = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPreferencesOpen(true);
  }, []);

  const closePreferences = useCallback(() => {
    setPreferencesOpen(false);
    // Back to where the visitor was, once the dialog and banner have re-rendered.
    requestAnimationFrame(() => {
      const target = opener.current;
      if (target?.isConnected) target.focus();
      else
        document
          .querySelector<HTMLElement>("[data-consent-banner] button, [data-cookie-settings-button]")
          ?.focus();
    });
  }, []);

  const value = useMemo(
    () => ({ consent, savedConsent, preferencesOpen, choose, openPreferences, closePreferences }),
    [consent, savedConsent, preferencesOpen, choose, openPreferences, closePreferences],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
