/**
 * Wires the analytics facade to the provider while the visitor's consent allows it: page views on
 * every route change, the page-load timing, scroll depth milestones, declarative click tracking,
 * and the visitor session. Without analytics consent or a configured provider nothing is loaded,
 * stored or sent.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ConsentRecord } from "~/lib/consent-record";
import {
  setAnalyticsSender,
  trackClick,
  trackPageLoadTiming,
  trackPageView,
  trackScrollDepth,
  type AnalyticsParams,
} from "./analytics";
import { startAnalyticsProvider, stopAnalyticsProvider } from "./analytics-provider";
import {
  clearVisitorSession,
  startVisitorSession,
  type VisitorSessionTracker,
} from "./visitor-session";

const SCROLL_MILESTONES = [25, 50, 75, 90, 100] as const;

let pageLoadTimingSent = false;

export function useAnalytics({
  consent,
  measurementId,
  scriptUrl,
}: {
  consent: ConsentRecord | null;
  measurementId: string | null | undefined;
  scriptUrl: string | undefined;
}) {
  const { pathname, search } = useLocation();
  const session = useRef<VisitorSessionTracker | null>(null);
  const enabled = consent?.analytics === true && !!measurementId && !!scriptUrl;
  const marketing = consent?.marketing === true;
  const hasChosen = consent !== null;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setAnalyticsSender(null);
      stopAnalyticsProvider();
      if (hasChosen) clearVisitorSession();
      setReady(false);
      return;
    }
    const send = startAnalyticsProvider(
      { measurementId: measurementId!, scriptUrl: scriptUrl! },
      { marketing },
    );
    const tracker = startVisitorSession({ withAttribution: marketing });
    session.current = tracker;
    setAnalyticsSender((name: string, params: AnalyticsParams) => {
      tracker.recordEvent();
      const { source, medium, campaign } = tracker.current;
      send(name, {
        ...params,
        visitor_session_id: tracker.current.sessionId,
        ...(source ? { source, medium, campaign } : {}),
      });
    });
    setReady(true);
    return () => {
      setAnalyticsSender(null);
      tracker.stop();
      session.current = null;
    };
  }, [enabled, hasChosen, marketing, measurementId, scriptUrl]);

  // A page view for every route (and the first one once consent arrives).
  useEffect(() => {
    if (!ready) return;
    session.current?.recordPageView();
    trackPageView(`${pathname}${search}`, document.title);
  }, [ready, pathname, search]);

  // The page-load timing, once per document.
  useEffect(() => {
    if (!ready || pageLoadTimingSent) return;
    const report = () => {
      const navigation = performance.getEntriesByType("navigation")[0] as
        PerformanceNavigationTiming | undefined;
      const loadTime =
        navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
      pageLoadTimingSent = true;
      trackPageLoadTiming(Math.round(loadTime));
    };
    if (document.readyState === "complete") report();
    else {
      window.addEventListener("load", report, { once: true });
      return () => window.removeEventListener("load", report);
    }
  }, [ready]);

  // Scroll depth milestones, counted afresh on every page.
  useEffect(() => {
    if (!ready) return;
    const reached = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const percent =
        scrollable <= 0
          ? 100
          : ((window.scrollY + window.innerHeight) / document.documentElement.scrollHeight) * 100;
      for (const milestone of SCROLL_MILESTONES) {
        if (percent >= milestone - 0.5 && !reached.has(milestone)) {
          reached.add(milestone);
          trackScrollDepth(milestone);
        }
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ready, pathname]);

  // Clicks on anything marked with data-analytics-label.
  useEffect(() => {
    if (!ready) return;
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.<HTMLElement>(
        "[data-analytics-label]",
      );
      if (!target) return;
      const location =
        target.closest<HTMLElement>("[data-analytics-location]")?.dataset.analyticsLocation ??
        target.closest("[id]")?.id ??
        pathname;
      trackClick(target.dataset.analyticsLabel!, location);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [ready, pathname]);
}
