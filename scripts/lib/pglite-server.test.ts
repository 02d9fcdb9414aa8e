/**
 * The embedded database under parallel clients, through the same driver and proxy as the
 * Worker: every client gets its own answers, transactions do not see into each other, and a
 * client that leaves mid-transaction or mid-error leaves the session clean for the next.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "@neondatabase/serverless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createPool } from "~db/client";
import { openPglite } from "./embedded-postgres";
import { startPgliteServer, type PgliteServer } from "./pglite-server";
import { startWsProxy, type WsProxy } from "./ws-proxy";

let dataDir: string;
let db: PGlite;
let server: PgliteServer;
let proxy: WsProxy;
let pool: Pool;

function openPool() {
  return createPool({
    url: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`,
    wsProxy: proxy.url,
    webSocketConstructor: WebSocket,
    max: 4,
  });
}

beforeAll(async () => {
  // On disk like the local stack's: PGlite then waits on the file system between messages.
  dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-server-test-"));
  db = await openPglite(dataDir);
  server = await startPgliteServer(db);
  proxy = await startWsProxy({ allow: [`127.0.0.1:${server.port}`] });
  pool = openPool();
  await pool.query("CREATE TABLE counters (name text PRIMARY KEY, value int NOT NULL)");
});

afterAll(async () => {
  await pool.end();
  await proxy.close();
  await server.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's server", () => {
  it("serves parallel requests shaped like the Worker's without mixing them up or losing an update", async () => {
    await pool.query("INSERT INTO counters VALUES ('requests', 0)");
    const failures: unknown[] = [];
    // Each request opens its own pool, reads on two connections at once, then changes the
    // counter in a transaction, like a Worker request that checks its session and saves.
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const requestPool = openPool();
        try {
          const [own, counter] = await Promise.all([
            requestPool.query(`SELECT $1::int AS n, 'request ${i}' AS label`, [i]),
            requestPool.query("SELECT value FROM counters WHERE name = $1", ["requests"]),
          ]);
          expect(own.rows).toEqual([{ n: i, label: `request ${i}` }]);
          expect(counter.rows).toHaveLength(1);
          const client = await requestPool.connect();
          try {
            await client.query("BEGIN");
            const { rows } = await client.query<{ value: number }>(
              "SELECT value FROM counters WHERE name = $1 FOR UPDATE",
              ["requests"],
            );
            await client.query("UPDATE counters SET value = $1 WHERE name = $2", [
              rows[0]!.value + 1,
              "requests",
            ]);
            await client.query("COMMIT");
          } finally {
            client.release();
          }
        } catch (error) {
          failures.push(error);
        } finally {
          await requestPool.end();
        }
      }),
    );
    expect(failures).toEqual([]);
    const { rows } = await pool.query("SELECT value FROM counters WHERE name = 'requests'");
    expect(rows[0]).toEqual({ value: 12 });
  });

  it("keeps one client's failing query from touching the others", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? pool.query(`SELECT $1::int / 0 AS n, ${i} AS i`, [i])
          : pool.query<{ n: number }>(`SELECT $1::int AS n, ${i} AS i`, [i]),
      ),
    );
    results.forEach((result, i) => {
      if (i % 4 === 0) expect(result.status).toBe("rejected");
      else expect(result).toEqual({ status: "fulfilled", value: expect.anything() });
      if (result.status === "fulfilled") expect(result.value.rows).toEqual([{ n: i, i }]);
    });
  });

  it("rolls back what a client left open when its connection drops", async () => {
    const client = await pool.connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO counters VALUES ('abandoned', 1)");
    client.release(new Error("the caller went away"));

    const { rows } = await pool.query("SELECT count(*)::int AS n FROM counters WHERE name = $1", [
      "abandoned",
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
