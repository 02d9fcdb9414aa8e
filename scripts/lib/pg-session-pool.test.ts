/**
 * The local proxy's Postgres sessions, kept between the Worker's connections: a session goes
 * back to the pool only once its reset has run to its end, also when its client left with a
 * statement still running (whose answer then comes before the reset's).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSessionPool, messageReader, protocolMessage } from "./pg-session-pool";

const READY_FOR_QUERY = 0x5a;
const COMMAND_COMPLETE = 0x43;
const QUERY = 0x51;

const completed = (tag: string) =>
  Buffer.concat([
    protocolMessage(COMMAND_COMPLETE, Buffer.from(`${tag}\0`)),
    protocolMessage(READY_FOR_QUERY, Buffer.from("I")),
  ]);

/**
 * A server that answers the pool's reset as Postgres does, first with the end of a statement
 * its last client left running when `leftRunning` is set, and answers DISCARD ALL only when the
 * test says so.
 */
function fakeServer() {
  let answerDiscard: () => void = () => undefined;
  const server = net.createServer((socket) => {
    socket.on(
      "data",
      messageReader((type, body) => {
        if (type !== QUERY) return;
        const query = body.toString("latin1").replace(/\0$/, "");
        if (query === "ROLLBACK") {
          socket.write(
            Buffer.concat([
              state.leftRunning ? completed("SELECT 1") : Buffer.alloc(0),
              completed("ROLLBACK"),
            ]),
          );
        } else if (query === "DISCARD ALL") {
          answerDiscard = () => socket.write(completed("DISCARD ALL"));
        }
      }),
    );
  });
  const state = { leftRunning: false, server, answerDiscard: () => answerDiscard() };
  return state;
}

const fake = fakeServer();
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  port = (fake.server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

/** Releases a new session and resolves once the pool has read the answers sent before DISCARD ALL's. */
async function releaseOne(pool: ReturnType<typeof createSessionPool>, startup: Buffer) {
  const socket = pool.connect();
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  pool.release(startup, { socket, greeting: Buffer.alloc(0) });
  // Listeners run in order: once this one hears the answers, the pool's has read them.
  await new Promise<void>((resolve) => socket.once("data", () => resolve()));
  return socket;
}

describe("a released session", () => {
  it.each([
    ["whose client left nothing running", false],
    ["whose client left a statement running", true],
  ])("%s is kept only once DISCARD ALL has completed", async (_, leftRunning) => {
    fake.leftRunning = leftRunning;
    const pool = createSessionPool({ host: "127.0.0.1", port });
    const startup = Buffer.from(`startup ${String(leftRunning)}`);
    const socket = await releaseOne(pool, startup);
    expect(pool.take(startup)).toBeUndefined();

    fake.answerDiscard();
    const taken = await vi.waitFor(() => {
      const session = pool.take(startup);
      if (!session) throw new Error("not kept yet");
      return session;
    });
    expect(taken.socket).toBe(socket);
    pool.close();
    socket.destroy();
  });
});
