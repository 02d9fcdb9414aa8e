import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { publishConsent } from "~/client/consent";
import { randomId } from "~/client/random-id";
import { isConsentCurrent, type ConsentRecord, type CookiePreferences } from "~/lib/consent-record";
import { toast } from "~/lib/toast";

interface ConsentContextValue {
  consent: ConsentRecord | null;
  /**
   * The choice as the server holds it in its cookie: `consent` takes a new choice at once, this
   * once it is saved. Whatever the server checks consent for (analytics events) waits for it.
   */
  savedConsent: ConsentRecord | null;
  preferencesOpen: boolean;
  choose(preferences: CookiePreferences, intent: "accept-all" | "reject-all" | "save"): void;
  openPreferences(): void;
  closePreferences(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

// Publishing must happen before any component's effects ask for consent (they run child-first).
const useBeforeEffects = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function useConsent() {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside <ConsentProvider>");
  return value;
}

/**
 * Holds the visitor's consent for the whole document (so it survives client navigation, also
 * through /admin), starting from what the server read from the cookie, and saves choices through
 * POST /api/v1/consent. A choice takes effect at once; the server's answer then replaces it.
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

  useBeforeEffects(() => publishConsent(consent), [consent]);

  const choose = useCallback<ConsentContextValue["choose"]>((preferences, intent) => {
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
      .catch(() =>
        toast({
          title: "Your cookie choice was not saved",
          description: "It applies to this page only. Please try again in a moment.",
          variant: "destructive",
        }),
      );
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
