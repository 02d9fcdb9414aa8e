/**
 * The site's own analytics destination: events are queued and sent in batches to
 * POST /api/v1/events with `navigator.sendBeacon`, which never holds up the page (and still
 * delivers as the page is left). The server checks consent again before it stores anything.
 */
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

/** The first-party form of a facade event, or null for the ones only the tag takes. */
export function firstPartyEvent(
  name: string,
  params: Record<string, unknown>,
  path: string,
): FirstPartyEvent | null {
  switch (name) {
    case "page_view": {
      const search = new URLSearchParams(window.location.search);
      const utm = Object.fromEntries(
        UTM_FIELDS.flatMap((field) => {
          const value = search.get(`utm_${field}`);
          return value ? [[field, value.slice(0, 200)]] : [];
        }),
      );
      return {
        type: "page_view",
        path,
        ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
        ...(Object.keys(utm).length ? { utm } : {}),
        ...(typeof params.load_ms === "number" ? { loadMs: params.load_ms } : {}),
      };
    }
    case "scroll_depth":
      return { type: "scroll_depth", path, depth: params.percent };
    case "click":
      return {
        type: "click",
        path,
        label: String(params.label).slice(0, 200),
        location: String(params.location).slice(0, 200),
      };
    case "search":
      return {
        type: "search",
        path,
        term: String(params.search_term).slice(0, 200),
        results: params.results,
      };
    case "not_found":
    case "lead":
      return { type: name, path };
    default:
      return null;
  }
}
