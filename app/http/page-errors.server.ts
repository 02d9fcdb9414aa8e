import { data } from "@remix-run/cloudflare";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage, logEvent } from "~/platform/request-log.server";

/**
 * For page loaders: a read that failed (the database is down, say) becomes a 503 answer carrying
 * the page's own message, which its error boundary shows and its client loader toasts.
 */
export async function orFailWith<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isDatabaseUnavailable(error)) logDatabaseOutage(message);
    else
      logEvent("error", message, { error: error instanceof Error ? error.message : String(error) });
    throw data({ message }, { status: 503, headers: { "Retry-After": "30" } });
  }
}
