/**
 * The analytics facade the pages call. Events reach the site's own analytics, and the
 * third-party provider when one is configured, only when the visitor's consent has analytics
 * enabled (the consent layer installs the sender, see use-analytics.ts); otherwise every call
 * is a no-op. Events fired before that decision (a page's
 * own mount effects run first) wait in a short queue, which is dropped if consent is missing.
 *
 * Links and buttons can be tracked without code: `data-analytics-label="..."` (and optionally
 * `data-analytics-location="..."`) sends a click event {label, location}.
 */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Sender = (name: string, params: AnalyticsParams) => void;

const QUEUE_LIMIT = 50;

let send: Sender | null = null;
let decided = false;
let queue: [string, AnalyticsParams][] = [];

/** Installed by the consent layer: a sender once consent allows it, null when it does not. */
export function setAnalyticsSender(sender: Sender | null) {
  send = sender;
  decided = true;
  const waiting = queue;
  queue = [];
  if (sender) for (const [name, params] of waiting) sender(name, params);
}

export function trackEvent(name: string, params: AnalyticsParams = {}) {
  if (typeof window === "undefined") return;
  if (send) send(name, params);
  else if (!decided && queue.length < QUEUE_LIMIT) queue.push([name, params]);
}

/** `loadMs`: the document's load time, on its own first page view only. */
export const trackPageView = (path: string, title: string, loadMs?: number) =>
  trackEvent("page_view", { page_path: path, page_title: title, load_ms: loadMs });
export const trackClick = (label: string, location: string) =>
  trackEvent("click", { label, location });
export const trackSearch = (term: string, results: number) =>
  trackEvent("search", { search_term: term, results });
export const trackNotFound = () => trackEvent("not_found");
export const trackLead = () => trackEvent("lead");
export const trackScrollDepth = (percent: number) => trackEvent("scroll_depth", { percent });
export const trackException = (description: string, fatal = false) =>
  trackEvent("exception", { description, fatal });
export const trackPageLoadTiming = (milliseconds: number) =>
  trackEvent("timing_complete", {
    name: "page_load",
    value: milliseconds,
    event_category: "performance",
  });
