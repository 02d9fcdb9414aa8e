/**
 * The site's own analytics destination: events are queued and sent in batches to
 * POST /api/v1/events with `navigator.sendBeacon`, which never holds up the page (and still
 * delivers as the page is left). The server checks consent again before it stores anything.
 */
import { clipText, withoutControlCharacters } from "~/lib/control-characters";

const EVENTS_ENDPOINT = "/api/v1/events";
const MAX_BATCH = 20;
const SEND_DELAY_MS = 1000;

type FirstPartyEvent = { type: string; path: string } & Record<string, unknown>;

let queue: FirstPartyEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export function sendQueuedEvents() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.slice(0, MAX_BATCH) });
    queue = queue.slice(MAX_BATCH);
    navigator.sendBeacon?.(EVENTS_ENDPOINT, body);
  }
}

export function queueEvent(event: FirstPartyEvent) {
  queue.push(event);
  if (queue.length >= MAX_BATCH) sendQueuedEvents();
  else timer ??= setTimeout(sendQueuedEvents, SEND_DELAY_MS);
}

/** Drops what was not sent yet: consent was withdrawn. */
export function dropQueuedEvents() {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
}

const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;

/**
 * Text as the endpoint takes it, which refuses the whole batch otherwise: no control characters
 * (a search from the address bar may hold "%0A"), at most `max` units, cut between characters.
 */
const clean = (value: unknown, max = 200) =>
  clipText(withoutControlCharacters(String(value)).trim(), max);

/** The first-party form of a facade event, or null for the ones only the tag takes. */
export function firstPartyEvent(
  name: string,
  params: Record<string, unknown>,
  pathname: string,
): FirstPartyEvent | null {
  // An address like "https://site//x" has the pathname "//x", which the endpoint refuses.
  const path = pathname.replace(/\/{2,}/g, "/");
  switch (name) {
    case "page_view": {
      const search = new URLSearchParams(window.location.search);
      const utm = Object.fromEntries(
        UTM_FIELDS.flatMap((field) => {
          const value = clean(search.get(`utm_${field}`) ?? "");
          return value ? [[field, value]] : [];
        }),
      );
      const referrer = clean(document.referrer, 500);
      return {
        type: "page_view",
        path,
        ...(referrer ? { referrer } : {}),
        ...(Object.keys(utm).length ? { utm } : {}),
        ...(typeof params.load_ms === "number" ? { loadMs: params.load_ms } : {}),
      };
    }
    case "scroll_depth":
      return { type: "scroll_depth", path, depth: params.percent };
    case "click": {
      const label = clean(params.label);
      return label ? { type: "click", path, label, location: clean(params.location) } : null;
    }
    case "search": {
      const term = clean(params.search_term);
      return term ? { type: "search", path, term, results: params.results } : null;
    }
    case "not_found":
    case "lead":
      return { type: name, path };
    default:
      return null;
  }
}
