/**
 * What runs while the visitor allows analytics: the provider, the visitor session and the
 * sender behind the analytics facade. useAnalytics loads it only once a consent choice is known
 * (to start it, or to clear what an earlier consent left), so a first visit downloads none of it.
 */
import { setAnalyticsSender, type AnalyticsParams } from "./analytics";
import { startAnalyticsProvider, stopAnalyticsProvider } from "./analytics-provider";
import {
  dropQueuedEvents,
  firstPartyEvent,
  queueEvent,
  sendQueuedEvents,
} from "./first-party-analytics";
import { clearVisitorSession, startVisitorSession } from "./visitor-session";

export function startAnalytics({
  provider,
  marketing,
}: {
  provider: { measurementId: string; scriptUrl: string } | null;
  marketing: boolean;
}) {
  const sendToProvider = provider ? startAnalyticsProvider(provider, { marketing }) : null;
  if (!provider) stopAnalyticsProvider();
  const tracker = startVisitorSession({ withAttribution: marketing });
  setAnalyticsSender((name: string, params: AnalyticsParams) => {
    tracker.recordEvent();
    const own = firstPartyEvent(name, params, window.location.pathname);
    if (own) queueEvent(own);
    // A document's first page view (it carries the load time) leaves at once: it holds where the
    // visit came from, and a visitor who accepts and moves on quickly would otherwise leave it
    // to the beacon of a page being left.
    if (own?.type === "page_view" && own.loadMs !== undefined) sendQueuedEvents();
    const { source, medium, campaign } = tracker.current;
    sendToProvider?.(name, {
      ...params,
      visitor_session_id: tracker.current.sessionId,
      ...(source ? { source, medium, campaign } : {}),
    });
  });
  // Whatever is queued leaves with the page (a beacon outlives it).
  window.addEventListener("pagehide", sendQueuedEvents);
  return {
    tracker,
    stop() {
      window.removeEventListener("pagehide", sendQueuedEvents);
      setAnalyticsSender(null);
      tracker.stop();
    },
  };
}

/** Without analytics consent: the provider stores nothing more, and nothing queued is sent. */
export function stopAnalytics() {
  stopAnalyticsProvider();
  dropQueuedEvents();
  clearVisitorSession();
}
