/**
 * The analytics facade the pages call. Events reach the provider only when the visitor's consent
 * has analytics enabled and a provider is configured (the consent layer installs the sender, see
 * use-analytics.ts); otherwise every call is a no-op. Events fired before that decision (a page's
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

export const trackPageView = (path: string, title: string) =>
  trackEvent("page_view", { page_path: path, page_title: title });
export const trackClick = (label: string, location: string) =>
  trackEvent("click", { label, location });
export const trackSearch = (term: string) => trackEvent("search", { search_term: term });
export const trackScrollDepth = (percent: number) => trackEvent("scroll_depth", { percent });
export const trackException = (description: string, fatal = false) =>
  trackEvent("exception", { description, fatal });
export const trackPageLoadTiming = (milliseconds: number) =>
  trackEvent("timing_complete", {
    name: "page_load",
    value: milliseconds,
    event_category: "performance",
  });
