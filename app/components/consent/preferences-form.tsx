import {
  type CookiePreferences,
  primaryConsentButton,
  secondaryConsentButton,
} from "~/components/root-shared.bundle-boundary";
import { cookiePolicy } from "~/content/legal/cookie-policy";

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
