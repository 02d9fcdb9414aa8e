import { data } from "@remix-run/cloudflare";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage, logEvent } from "~/platform/request-log.server";

/** A read a page could not make: an outage is counted, once a minute; anything else logged. */
export function logFailedRead(error: unknown, message: string) {
  if (isDatabaseUnavailable(error)) logDatabaseOutage(message);
  else
    logEvent("error", message, { error: error instanceof Error ? error.message : String(error) });
}

/**
 * For page loaders: a read that failed (the database is down, say) becomes a 503 answer carrying
 * the page's own message, which its error boundary shows and its client loader toasts.
 */
export async function orFailWith<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    logFailedRead(error, message);
    throw data({ message }, { status: 503, headers: { "Retry-After": "30" } });
  }
}
