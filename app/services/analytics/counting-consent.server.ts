/**
 * Whether this request may be counted by the first-party analytics: the visitor's consent cookie
 * has analytics on, the browser does not send Global Privacy Control (`Sec-GPC: 1`, a "no"),
 * and it is not a bot (nor a client without a user agent). The server decides; what the
 * browser believes does not matter here.
 */
import { isbot } from "isbot";
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import { readConsent } from "~/services/consent/cookie-consent.server";

export function sendsGlobalPrivacyControl(request: Request) {
  return request.headers.get("Sec-GPC")?.trim() === "1";
}

/**
 * A crawler, or a client that sends no user agent at all: every browser sends one, and a
 * visitor is an address with a user agent, so none is no one to count.
 */
export function isBotRequest(request: Request) {
  const userAgent = request.headers.get("User-Agent")?.trim();
  return !userAgent || isbot(userAgent);
}

export async function analyticsAllowed(request: Request, secrets: SigningSecrets) {
  if (sendsGlobalPrivacyControl(request)) return false;
  return (await readConsent(request, secrets))?.analytics === true;
}
