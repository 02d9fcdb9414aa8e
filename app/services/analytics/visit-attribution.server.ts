/**
 * Where a visitor came from, kept for their next enquiry in a signed first-party cookie, and
 * only while their consent allows analytics. The server writes it on every page it serves (so
 * it works without JavaScript) and on page views the browser reports after in-app navigation;
 * an enquiry reads it. Without consent the cookie is never written and an enquiry's
 * attribution is null.
 */
import { createCookie } from "@remix-run/cloudflare";
import type { ConsentRecord } from "~/lib/consent-record";
import { allSecrets, type SigningSecrets } from "~/lib/signing-secrets.server";
import { touchOf, withPageViews } from "~/lib/visit-touch.server";
import { leadAttributionSchema } from "~/schemas/analytics";
import { VISIT_SOURCE_COOKIE_NAME } from "~/services/consent/cookie-consent.server";
import type { LeadAttribution } from "~db/lead-attribution";
import {
  analyticsAllowed,
  isBotRequest,
  sendsGlobalPrivacyControl,
} from "./counting-consent.server";
const VISIT_SOURCE_DAYS = 90;

function visitSourceCookie(request: Request, secrets: SigningSecrets) {
  const { hostname } = new URL(request.url);
  return createCookie(VISIT_SOURCE_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: hostname !== "localhost" && hostname !== "127.0.0.1",
    maxAge: VISIT_SOURCE_DAYS * 24 * 60 * 60,
    secrets: [...allSecrets(secrets)],
  });
}

async function storedAttribution(request: Request, secrets: SigningSecrets) {
  try {
    const stored: unknown = await visitSourceCookie(request, secrets).parse(
      request.headers.get("Cookie"),
    );
    const parsed = leadAttributionSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The attribution an enquiry sent with this request carries: null without analytics consent. */
export async function attributionOf(
  request: Request,
  secrets: SigningSecrets,
): Promise<LeadAttribution | null> {
  if (!(await analyticsAllowed(request, secrets))) return null;
  return storedAttribution(request, secrets);
}

/**
 * A page view as the attribution counts it: `served` by the server; or reported by the browser,
 * for a `document` it loaded (counted when it was served, unless consent came after that, when
 * nothing is known yet) or an in-app `navigation` (whose document referrer is still the one the
 * visit arrived from, so it is not read).
 */
export interface CountedPageView {
  page: URL;
  referrer: string | null;
  kind: "served" | "document" | "navigation";
}

/**
 * The Set-Cookie header that records these page views, in their order (a campaign's landing
 * page reported with the next page in one batch stays the first touch), or null when nothing
 * may be kept or nothing changed.
 */
export async function rememberPageViews(
  request: Request,
  secrets: SigningSecrets,
  views: CountedPageView[],
  now = new Date(),
): Promise<string | null> {
  if (isBotRequest(request) || !(await analyticsAllowed(request, secrets))) return null;
  const stored = await storedAttribution(request, secrets);
  let attribution = stored;
  for (const { page, referrer, kind } of views) {
    if (kind === "document" && attribution) continue;
    const from = kind === "navigation" ? null : referrer;
    attribution = withPageViews(attribution, touchOf(page, from, now, { first: !attribution }));
  }
  return attribution && attribution !== stored
    ? visitSourceCookie(request, secrets).serialize(attribution)
    : null;
}

/**
 * The Set-Cookie header that starts the visit at the page where a visitor without JavaScript
 * has just allowed analytics (the consent form's Referer, on this site), or null. That page
 * was served before consent, so nothing of it was kept, and a shared copy of it sends the
 * visitor back without its campaign parameters. Counted as no page yet: the visitor is sent
 * back to it, and that view counts it.
 */
export async function rememberPageOfConsent(
  request: Request,
  secrets: SigningSecrets,
  record: ConsentRecord,
  now = new Date(),
): Promise<string | null> {
  if (!record.analytics || sendsGlobalPrivacyControl(request) || isBotRequest(request)) return null;
  if (await storedAttribution(request, secrets)) return null;
  let page: URL;
  try {
    page = new URL(request.headers.get("Referer") ?? "");
  } catch {
    return null;
  }
  if (page.origin !== new URL(request.url).origin) return null;
  const start = withPageViews(null, touchOf(page, null, now, { first: true }), 0);
  return start ? visitSourceCookie(request, secrets).serialize(start) : null;
}

/** A page a person reads: a full HTML page of the public site, not a prefetch. */
export function isPublicPageView(request: Request, response: Response) {
  const { pathname } = new URL(request.url);
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""}${request.headers.get("Purpose") ?? ""}`;
  return (
    request.method === "GET" &&
    response.status === 200 &&
    /^text\/html/i.test(response.headers.get("Content-Type") ?? "") &&
    !/prefetch/i.test(purpose) &&
    !pathname.startsWith("/admin") &&
    !pathname.startsWith("/api/")
  );
}
