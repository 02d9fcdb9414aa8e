/**
 * Waits for what the intake queue stores in the background once Postgres can take it. A test
 * file that imports this depends on the queue's consumer, so it runs in a workerd of its own,
 * where the consumers run (vitest.integration.config.ts).
 */
import { vi } from "vitest";

/** The rows `read` finds once there are any (for up to ten seconds); an empty list if none came. */
export async function queuedRows<Row>(read: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await vi.waitFor(
      async () => {
        const rows = await read();
        if (rows.length === 0) throw new Error("nothing stored yet");
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
  } catch {
    return read();
  }
}
