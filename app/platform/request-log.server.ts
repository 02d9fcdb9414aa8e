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

export function logRequest(entry: RequestLogEntry) {
  console.log(JSON.stringify({ level: entry.status >= 500 ? "error" : "info", ...entry }));
}

export function logError(requestId: string, error: unknown) {
  const { name, message, stack } =
    error instanceof Error ? error : { name: "Error", message: String(error), stack: undefined };
  console.error(JSON.stringify({ level: "error", requestId, name, message, stack }));
}
