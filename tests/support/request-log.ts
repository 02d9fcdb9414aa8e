import { vi } from "vitest";

/** A line of the Worker's request log (app/platform/request-log.server.ts), as far as tests read it. */
export interface LoggedRequest {
  path?: string;
  status?: number;
  /** Present when the request used the database. */
  dbMs?: number;
  cache?: string;
}

/** What `work` gives, and the request log lines the Worker wrote meanwhile. */
export async function requestsLoggedDuring<T>(work: () => Promise<T>) {
  const logLines = vi.spyOn(console, "log");
  try {
    const result = await work();
    const logged = logLines.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LoggedRequest);
    return { result, logged };
  } finally {
    logLines.mockRestore();
  }
}
