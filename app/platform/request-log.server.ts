/**
 * One JSON line per request and one per unexpected error, for `wrangler tail` and Workers Logs:
 * machine-readable, tied together by the request id, and free of personal data — the path is
 * logged without its query (searches and e-mail addresses travel there), never headers or bodies.
 */
interface RequestLogEntry {
  requestId: string;
  method: string;
  path: string;
  /** The route module that answered (e.g. `routes/blog.$slug`), when one matched. */
  route?: string;
  status: number;
  durationMs: number;
  /** Milliseconds spent waiting on Postgres, when the request used it. */
  dbMs?: number;
  /** The edge cache's verdict when the response went through it (X-Cache). */
  cache?: string;
}

type LogLevel = "info" | "warn" | "error";

const streams: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/**
 * The one writer of log lines: JSON, stamped with the time in ISO 8601 (UTC), on the console
 * stream of its level unless told otherwise. The stamp is the line's own: a log drain or a
 * file kept by `npm start` may receive lines late or out of order.
 */
function writeLine(level: LogLevel, record: Record<string, unknown>, write = streams[level]) {
  write(JSON.stringify({ time: new Date().toISOString(), level, ...record }));
}

/** Request lines all go to the info stream, whatever their status, so the request log is one stream. */
export function logRequest(entry: RequestLogEntry) {
  writeLine(entry.status >= 500 ? "error" : "info", { ...entry }, streams.info);
}

export function logError(requestId: string, error: unknown) {
  const { name, message, stack } =
    error instanceof Error ? error : { name: "Error", message: String(error), stack: undefined };
  writeLine("error", { requestId, name, message, stack });
}

/** One JSON line for something worth knowing that is not a request or an error report. */
export function logEvent(level: LogLevel, message: string, details: Record<string, unknown> = {}) {
  writeLine(level, { message, ...details });
}

/** An outage is logged once a minute per isolate, with how many reads it failed meanwhile. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;
const outage = { failures: 0, loggedAt: 0 };

/**
 * Notes a read that failed because Postgres was away. Logged once per interval with a count,
 * so an outage under traffic is one line a minute, not one per request.
 */
export function logDatabaseOutage(what: string) {
  outage.failures += 1;
  const now = Date.now();
  if (now - outage.loggedAt < OUTAGE_LOG_INTERVAL_MS) return;
  logEvent("error", "database unavailable", { failures: outage.failures, latest: what });
  outage.failures = 0;
  outage.loggedAt = now;
}
