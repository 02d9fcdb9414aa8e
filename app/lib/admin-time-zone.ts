/**
 * The time zone the admin screens show and read times in: the browser's own, which the admin
 * layout remembers in a cookie so that the server renders forms and tables in it (with or
 * without JavaScript on later pages). Until it is known, times are in UTC and say so.
 */
import { DEFAULT_TIME_ZONE, isTimeZone } from "./zoned-time";

const COOKIE_NAME = "admin_time_zone";

/** The zone a request's cookie names, or UTC when it names none (or nonsense). */
export function adminTimeZone(request: Request) {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name !== COOKIE_NAME) continue;
    try {
      const zone = decodeURIComponent(value.join("="));
      if (isTimeZone(zone)) return zone;
    } catch {
      // A malformed escape is no zone at all.
    }
  }
  return DEFAULT_TIME_ZONE;
}

/**
 * In the browser: remembers its zone if it differs from the one the page was rendered in, and
 * says whether it did (the page is then worth rendering again).
 */
export function rememberBrowserTimeZone(shown: string) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === shown || !isTimeZone(zone)) return false;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(zone)}; Path=/admin; Max-Age=31536000; SameSite=Lax${secure}`;
  return true;
}
