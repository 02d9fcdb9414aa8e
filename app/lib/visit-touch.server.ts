/**
 * A "touch": a visit that arrived from somewhere (a campaign link or another site), as a lead's
 * attribution records it. Browsing from page to page of this site is not a touch.
 */
import type { LeadAttribution, VisitTouch } from "~db/lead-attribution";
import { clipText } from "./control-characters";
import { registrableDomainOf } from "./registrable-domain.server";
import { campaignParameter, trafficSource } from "./traffic-source";

const MAX_TEXT = 200;
const MAX_URL = 500;

const clip = (value: string | null, max = MAX_TEXT) =>
  value === null ? null : clipText(value, max);

/**
 * The address of the page on another site the visitor came from, without what it may carry
 * for that site alone: credentials ("user:pass@"), the query (a search, a token) and the
 * fragment. Null from this site itself, or for a referrer without a host, which names no site.
 */
function externalReferrer(referrer: string | null, page: URL) {
  if (!referrer) return null;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null;
  }
  if (!from.host || from.host === page.host) return null;
  from.username = "";
  from.password = "";
  from.search = "";
  from.hash = "";
  return from.href;
}

/**
 * The touch a page request makes: with campaign parameters or a referrer from another site it
 * is a new one; otherwise only the very first page of a visitor counts (as "direct").
 */
export function touchOf(
  page: URL,
  referrer: string | null,
  at: Date,
  { first }: { first: boolean },
): VisitTouch | null {
  const utm = (name: string) => clip(campaignParameter(page, name));
  const external = externalReferrer(referrer, page);
  if (!utm("source") && !external && !first) return null;
  const { source, medium, campaign } = trafficSource(
    page.href,
    external ?? "",
    registrableDomainOf,
  );
  return {
    source: clip(source)!,
    medium: clip(medium)!,
    campaign: clip(campaign ?? null),
    term: utm("term"),
    content: utm("content"),
    referrer: clip(external, MAX_URL),
    landingPage: clip(`${page.pathname}${page.search}`, MAX_URL)!,
    at: at.toISOString(),
  };
}

/** Whether two touches are one arrival: the same page from the same place, whenever. */
function sameArrival(a: VisitTouch, b: VisitTouch) {
  const fields = [
    "landingPage",
    "source",
    "medium",
    "campaign",
    "term",
    "content",
    "referrer",
  ] as const;
  return fields.every((field) => a[field] === b[field]);
}

/**
 * The attribution after more page views (`views`, the last of them made `touch`): a new touch
 * becomes the last one. The latest touch arriving again (its page reloaded, or returned to
 * after a cookie choice) is no new one.
 */
export function withPageViews(
  attribution: LeadAttribution | null,
  touch: VisitTouch | null,
  views = 1,
): LeadAttribution | null {
  if (!attribution) return touch ? { firstTouch: touch, lastTouch: null, pageViews: views } : null;
  const latest = attribution.lastTouch ?? attribution.firstTouch;
  return {
    firstTouch: attribution.firstTouch,
    lastTouch: touch && !sameArrival(touch, latest) ? touch : attribution.lastTouch,
    pageViews: attribution.pageViews + views,
  };
}
