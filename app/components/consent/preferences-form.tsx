import { cookiePolicy } from "~/content/legal/cookie-policy";
import {
  preferencesForChoice,
  type ConsentChoice,
  type CookiePreferences,
} from "~/lib/consent-record";

const consentButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const primaryConsentButton = `${consentButtonClass} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryConsentButton = `${consentButtonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;

/**
 * Reads a consent form's submission in the browser: the clicked button says which choice, the
 * switches say what was saved. The form is ours, so this only reads it; the server validates
 * what it stores (consentChoiceSchema). Null when no choice button sent the form.
 */
export function choiceFromSubmit(event: React.FormEvent<HTMLFormElement>) {
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

/**
 * The category switches and the three choices. A plain form posting to /consent, so it works
 * without JavaScript; the dialog enhances it through onSubmit.
 */
export function PreferencesForm({
  defaults,
  returnTo,
  idPrefix,
  onSubmit,
}: {
  defaults: CookiePreferences;
  returnTo: string;
  idPrefix: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form method="post" action="/consent" onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="returnTo" value={returnTo} />
      <ul className="flex flex-col gap-3">
        {cookiePolicy.categories.map((category) => {
          const inputId = `${idPrefix}-${category.id}`;
          const fixed = category.id === "necessary";
          return (
            <li key={category.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={inputId} className="font-semibold text-slate-900">
                  {category.name}
                </label>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  name={fixed ? undefined : category.id}
                  defaultChecked={fixed ? true : defaults[category.id]}
                  disabled={fixed}
                  aria-describedby={`${inputId}-description`}
                  className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
                />
              </div>
              <p id={`${inputId}-description`} className="mt-2 text-sm text-slate-600">
                {category.description}
                {fixed ? " Always on." : null}{" "}
                <span className="text-slate-500">Kept: {category.retention.toLowerCase()}.</span>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="submit" name="intent" value="reject-all" className={primaryConsentButton}>
          Reject All
        </button>
        <button type="submit" name="intent" value="save" className={secondaryConsentButton}>
          Save My Preferences
        </button>
        <button type="submit" name="intent" value="accept-all" className={primaryConsentButton}>
          Accept All Cookies
        </button>
      </div>
    </form>
  );
}
