/**
 * Wires the analytics facade while the visitor's consent allows it: page views on every route
 * change, the page-load timing, scroll depth milestones, declarative click tracking, and the
 * visitor session. Every event goes to the site's own analytics (POST /api/v1/events) and, when
 * one is configured, to the third-party provider too. Without analytics consent nothing is
 * loaded, stored or sent.
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
} from "./analytics";
import type { VisitorSessionTracker } from "./visitor-session";

// The session, the provider and the first-party queue: fetched once a consent choice is known,
// or as the visitor reaches for the banner (preloadAnalyticsSession), so that a page view
// recorded on Accept does not wait for the download and is not lost to a quick next page.
const loadAnalyticsSession = () => import("./analytics-session");
export const preloadAnalyticsSession = () => void loadAnalyticsSession();

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
  const enabled = consent?.analytics === true;
  const withProvider = enabled && !!measurementId && !!scriptUrl;
  const marketing = consent?.marketing === true;
  const hasChosen = consent !== null;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    if (!enabled) {
      setAnalyticsSender(null);
      setReady(false);
      // A first visit has nothing to undo; after a choice, what an earlier consent left goes.
      if (hasChosen)
        void loadAnalyticsSession().then((analytics) => {
          if (active) analytics.stopAnalytics();
        });
      return () => {
        active = false;
      };
    }
    let running: { tracker: VisitorSessionTracker; stop(): void } | null = null;
    void loadAnalyticsSession().then((analytics) => {
      if (!active) return;
      running = analytics.startAnalytics({
        provider: withProvider ? { measurementId: measurementId!, scriptUrl: scriptUrl! } : null,
        marketing,
      });
      session.current = running.tracker;
      setReady(true);
    });
    return () => {
      active = false;
      running?.stop();
      session.current = null;
    };
  }, [enabled, withProvider, hasChosen, marketing, measurementId, scriptUrl]);

  // A page view for every route (and the first one once consent arrives). The document's own
  // first view waits for the load and carries its timing, so the server can tell it apart.
  useEffect(() => {
    if (!ready) return;
    session.current?.recordPageView();
    if (pageLoadTimingSent) {
      trackPageView(`${pathname}${search}`, document.title);
      return;
    }
    const report = () => {
      const navigation = performance.getEntriesByType("navigation")[0] as
        PerformanceNavigationTiming | undefined;
      const loadTime = Math.round(
        navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now(),
      );
      pageLoadTimingSent = true;
      trackPageView(`${pathname}${search}`, document.title, loadTime);
      trackPageLoadTiming(loadTime);
    };
    if (document.readyState === "complete") report();
    else {
      window.addEventListener("load", report, { once: true });
      return () => window.removeEventListener("load", report);
    }
  }, [ready, pathname, search]);

  // Scroll depth milestones, counted afresh on every page. Like clicks, listened for from the
  // first render with consent: the facade holds what they report until the session code arrives.
  useEffect(() => {
    if (!enabled) return;
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
  }, [enabled, pathname]);

  // Clicks on anything marked with data-analytics-label.
  useEffect(() => {
    if (!enabled) return;
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
  }, [enabled, pathname]);
}
