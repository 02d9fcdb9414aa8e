/**
 * Helpers for the first-party analytics tests: a consent cookie as the banner sets it, a browser
 * that is not a bot, and the cookies a response sets.
 */
import { request } from "./worker";

/** A desktop browser's user agent (HeadlessChrome would be a bot). */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let ipCounter = Math.floor(Math.random() * 200);
/** A fresh client address, so one test's rate limits and visitor hashes are its own. */
export function analyticsTestIp() {
  ipCounter += 1;
  return `192.0.2.${(ipCounter % 250) + 1}`;
}

/** `cookie_consent=…` for a choice, as the banner's form sets it. */
export async function consentCookieFor(intent: "accept-all" | "reject-all") {
  const response = await request("/consent", {
    method: "POST",
    headers: { "CF-Connecting-IP": analyticsTestIp() },
    body: new URLSearchParams({ intent, returnTo: "/" }),
    redirect: "manual",
  });
  return setCookie(response, "cookie_consent")!;
}

/** `name=value` of a cookie the response sets, or undefined. */
export function setCookie(response: Response, name: string) {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];
}
