/**
 * An admin form that cannot be saved because Postgres is away is not queued (unlike enquiries):
 * its action answers 503 with the form as it was typed, and the screen is rendered around it.
 * With JavaScript the browser keeps its page and only shows the message (no reload follows a
 * failed action); without it, the page is rendered anew from the answer, so the loaders of the
 * screen must render what they can without the database instead of replacing the form with an
 * error page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage } from "~/platform/request-log.server";
import { CSRF_FIELD } from "~/services/auth/csrf.server";

export const UNSAVED_MESSAGE =
  "Your changes were not saved: the database cannot be reached right now. Please try again in a moment.";

export const UNSAVED_HEADERS = { "Retry-After": "30" };

/**
 * Runs an admin form's action. When it fails because Postgres is away, `keep` answers with the
 * form as it was sent (503), and the request is marked so the screen renders around it. The
 * guards run inside `work`, so the body is read before them and survives their failure; without
 * a signed session cookie a guard redirects before it reads the database, so only a browser
 * that was signed in gets its form back.
 */
export async function keepingTheForm<T, K>(
  context: AppLoadContext,
  formData: FormData,
  work: () => Promise<T>,
  keep: () => K,
): Promise<T | K> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logDatabaseOutage("an admin form was not saved");
    const csrfToken = formData.get(CSRF_FIELD);
    context.unsavedForm = { csrfToken: typeof csrfToken === "string" ? csrfToken : "" };
    return keep();
  }
}

/**
 * For the loaders of a screen whose form may be kept: after a kept form, a read that fails
 * because Postgres is away gives `fallback` (what renders the form without stored data).
 */
export async function orWhileUnsaved<T, F>(
  context: AppLoadContext,
  read: () => Promise<T>,
  fallback: (kept: { csrfToken: string }) => F,
): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    if (context.unsavedForm && isDatabaseUnavailable(error)) return fallback(context.unsavedForm);
    throw error;
  }
}
