/**
 * What the banner and the preferences dialog share: the choice buttons' look and the reading of
 * a submitted choice. Kept apart from the preferences form, whose code (and the cookie
 * categories it lists) the browser fetches only when the dialog is first opened.
 */
import type { FormEvent } from "react";
import { preferencesForChoice, type ConsentChoice } from "~/lib/consent-record";

const consentButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const primaryConsentButton = `${consentButtonClass} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryConsentButton = `${consentButtonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;

/**
 * Reads a consent form's submission in the browser: the clicked button says which choice, the
 * switches say what was saved. The form is ours, so this only reads it; the server validates
 * what it stores (consentChoiceSchema). Null when no choice button sent the form.
 */
export function choiceFromSubmit(event: FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const data = new FormData(
    event.currentTarget,
    submitter instanceof HTMLButtonElement ? submitter : null,
  );
  const intent = data.get("intent");
  const checked = (name: string) => data.get(name) === "on" || data.get(name) === "true";
  let choice: ConsentChoice;
  if (intent === "accept-all" || intent === "reject-all") choice = { intent };
  else if (intent === "save")
    choice = {
      intent,
      analytics: checked("analytics"),
      marketing: checked("marketing"),
      functional: checked("functional"),
    };
  else return null;
  return { intent: choice.intent, preferences: preferencesForChoice(choice) };
}
