/**
 * The analytics facade the pages call. Events are sent only when the visitor's consent has
 * analytics enabled and a provider is configured; otherwise every call is a no-op.
 * (Consent-gated delivery is wired in by the consent feature.)
 */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Sender = (name: string, params: AnalyticsParams) => void;

let send: Sender | null = null;

/** Installed by the consent/analytics module once consent allows it. */
export function setAnalyticsSender(sender: Sender | null) {
  send = sender;
}

export function trackEvent(name: string, params: AnalyticsParams = {}) {
  if (typeof window === "undefined") return;
  send?.(name, params);
}

export const trackPageView = (path: string, title: string) => trackEvent("page_view", { page_path: path, page_title: title });
export const trackClick = (label: string, location: string) => trackEvent("click", { label, location });
export const trackSearch = (term: string) => trackEvent("search", { search_term: term });
export const trackScrollDepth = (percent: number) => trackEvent("scroll_depth", { percent });
export const trackException = (description: string, fatal = false) => trackEvent("exception", { description, fatal });
