import { useEffect, useRef } from "react";
import {
  choiceFromSubmit,
  type CookiePreferences,
  useConsent,
  X,
} from "~/components/root-shared.bundle-boundary";
import { PreferencesForm } from "./preferences-form";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const NOTHING_ALLOWED: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/**
 * The cookie preferences as a modal dialog: the page behind is inert, Tab cycles inside, Escape
 * and the close button dismiss it without changing anything.
 */
export function PreferencesDialog({ returnTo }: { returnTo: string }) {
  const { consent, preferencesOpen, choose, closePreferences } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (preferencesOpen && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>("input:not([disabled])")?.focus();
    } else if (!preferencesOpen && element.open) {
      element.close();
    }
  }, [preferencesOpen]);

  function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cookie-preferences-title"
      aria-describedby="cookie-preferences-intro"
      onCancel={(event) => {
        event.preventDefault();
        closePreferences();
      }}
      onKeyDown={trapFocus}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      {preferencesOpen ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="cookie-preferences-title" className="text-xl font-bold">
              Cookie Preferences
            </h2>
            <button
              type="button"
              onClick={closePreferences}
              aria-label="Close cookie preferences"
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          <p id="cookie-preferences-intro" className="mb-4 text-sm text-slate-600">
            Choose which cookies we may use. Necessary cookies keep the site working and cannot be
            switched off. You can change your choice at any time. Read more in our{" "}
            <a href="/cookies" className="font-medium text-brand-700 underline">
              Cookie Policy
            </a>
            .
          </p>
          <PreferencesForm
            defaults={consent ?? NOTHING_ALLOWED}
            returnTo={returnTo}
            idPrefix="consent-dialog"
            onSubmit={(event) => {
              event.preventDefault();
              const choice = choiceFromSubmit(event);
              if (choice) choose(choice.preferences, choice.intent);
            }}
          />
        </div>
      ) : null}
    </dialog>
  );
}
