/**
 * The visitor session in sessionStorage: an id, when it started and was last active, pages and
 * events counted, and where the visit came from. Idle for 30 minutes → a new session. Activity
 * is sampled at most once a second and saves are batched 100 ms later.
 */
import { approximateRegistrableDomainOf } from "~/lib/approximate-domain";
import { trafficSource } from "~/lib/traffic-source";
import { randomId } from "./random-id";

const VISITOR_SESSION_KEY = "visitor-session";
const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const ACTIVITY_THROTTLE_MS = 1000;
const SESSION_SAVE_DELAY_MS = 100;
const ACTIVITY_EVENTS = ["click", "scroll", "keypress", "mousemove", "touchstart"] as const;

interface VisitorSession {
  sessionId: string;
  startTime: number;
  lastActivity: number;
  pageViews: number;
  events: number;
  source?: string;
  medium?: string;
  campaign?: string;
}

function isSession(value: unknown): value is VisitorSession {
  const v = value as VisitorSession | null;
  return (
    !!v &&
    typeof v.sessionId === "string" &&
    typeof v.startTime === "number" &&
    typeof v.lastActivity === "number" &&
    typeof v.pageViews === "number" &&
    typeof v.events === "number"
  );
}

function isSessionExpired(session: VisitorSession, now: number) {
  return now - session.lastActivity > SESSION_IDLE_TIMEOUT_MS;
}

function newSession(
  now: number,
  attribution: { pageUrl: string; referrer: string } | null,
): VisitorSession {
  const source = attribution
    ? trafficSource(attribution.pageUrl, attribution.referrer, approximateRegistrableDomainOf)
    : undefined;
  return {
    sessionId: randomId(),
    startTime: now,
    lastActivity: now,
    pageViews: 0,
    events: 0,
    ...source,
  };
}

export interface VisitorSessionTracker {
  readonly current: VisitorSession;
  recordPageView(): void;
  recordEvent(): void;
  stop(): void;
}

/** Starts (or resumes) the session; `withAttribution` adds source/medium/campaign (marketing consent). */
export function startVisitorSession({
  withAttribution,
}: {
  withAttribution: boolean;
}): VisitorSessionTracker {
  const attribution = () =>
    withAttribution ? { pageUrl: window.location.href, referrer: document.referrer } : null;
  let session = load() ?? newSession(Date.now(), attribution());
  if (isSessionExpired(session, Date.now())) session = newSession(Date.now(), attribution());
  if (!withAttribution)
    session = { ...session, source: undefined, medium: undefined, campaign: undefined };
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSample = 0;

  function load(): VisitorSession | null {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(VISITOR_SESSION_KEY) ?? "null");
      return isSession(stored) ? stored : null;
    } catch {
      return null;
    }
  }

  function save() {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = undefined;
    try {
      sessionStorage.setItem(VISITOR_SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage full or disabled: the session lives in memory for this page.
    }
  }

  function scheduleSave() {
    if (!saveTimer) saveTimer = setTimeout(save, SESSION_SAVE_DELAY_MS);
  }

  function touch(now = Date.now()) {
    if (isSessionExpired(session, now)) session = newSession(now, attribution());
    session = { ...session, lastActivity: now };
    scheduleSave();
  }

  function onActivity() {
    const now = Date.now();
    if (now - lastSample < ACTIVITY_THROTTLE_MS) return;
    lastSample = now;
    touch(now);
  }

  // A save still waiting when the page is left would be lost with it: write it now.
  function flush() {
    if (saveTimer) save();
  }

  for (const type of ACTIVITY_EVENTS)
    window.addEventListener(type, onActivity, { passive: true, capture: true });
  window.addEventListener("pagehide", flush);
  scheduleSave();

  return {
    get current() {
      return session;
    },
    recordPageView() {
      touch();
      session = { ...session, pageViews: session.pageViews + 1 };
    },
    recordEvent() {
      touch();
      session = { ...session, events: session.events + 1 };
    },
    stop() {
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener("pagehide", flush);
      flush();
    },
  };
}

export function clearVisitorSession() {
  try {
    sessionStorage.removeItem(VISITOR_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}
