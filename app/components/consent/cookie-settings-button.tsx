import { Cookie } from "~/components/root-shared.bundle-boundary";
import { preferencesHref } from "./cookie-banner";

/** Shown after a choice: reopens the preferences (a link to the preferences page without JavaScript). */
export function CookieSettingsButton({ returnTo }: { returnTo: string }) {
  return (
    <a
      href={preferencesHref(returnTo)}
      data-cookie-preferences-trigger
      data-cookie-settings-button
      className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-lg hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Cookie className="h-4 w-4 text-brand-600" aria-hidden />
      Cookie Settings
    </a>
  );
}
