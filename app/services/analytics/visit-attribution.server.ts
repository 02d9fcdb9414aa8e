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
 * The Set-Cookie header that records one more page view (a new touch when the page was reached
 * from a campaign or another site), or null when nothing may be kept. `page` is the address
 * of the (last) page seen; `referrer` where the visitor came from; `views` how many pages. `onlyFirst` records the page only
 * when nothing is known yet (a landing page the server served before consent was given).
 */
export async function rememberPageView(
  request: Request,
  secrets: SigningSecrets,
  {
    page,
    referrer,
    now = new Date(),
    onlyFirst = false,
    views = 1,
  }: { page: URL; referrer: string | null; now?: Date; onlyFirst?: boolean; views?: number },
): Promise<string | null> {
  if (isBotRequest(request) || !(await analyticsAllowed(request, secrets))) return null;
  const previous = await storedAttribution(request, secrets);
  if (previous && onlyFirst) return null;
  const next = withPageViews(previous, touchOf(page, referrer, now, { first: !previous }), views);
  return next ? visitSourceCookie(request, secrets).serialize(next) : null;
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
