/**
 * Serves one PGlite to many TCP clients (the ws proxy opens one per Worker connection).
 *
 * PGlite is a single Postgres session, so clients must take turns, and a turn has to be a whole
 * exchange: from a client's first message until Postgres is ready for a query again outside a
 * transaction (after a Sync or a simple Query). Handing the session over between single
 * messages, as pglite-socket does, mixes one client's Parse/Bind/Execute with another's and lets
 * a client run inside another's transaction: parallel requests then fail at random
 * (electric-sql/pglite#1046). Hand-written for that reason; it is small and only ever serves
 * loopback clients of the local stack.
 */
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);

export interface PgliteServer {
  port: number;
  close(): Promise<void>;
}

/** A first-come-first-served lock on the one session. */
function sessionLock() {
  let tail = Promise.resolve();
  return {
    acquire(): Promise<() => void> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = tail.then(() => release);
      tail = tail.then(() => turn);
      return ready;
    },
  };
}

/** Splits a client's byte stream into protocol messages; the first ones carry no type byte. */
function messageSplitter() {
  let buffer = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer): Buffer[] => {
    buffer = Buffer.concat([buffer, chunk]);
    const messages: Buffer[] = [];
    for (;;) {
      const headerSize = started ? 5 : 4;
      if (buffer.length < headerSize) break;
      const size = (started ? 1 : 0) + buffer.readInt32BE(started ? 1 : 0);
      if (buffer.length < size) break;
      const message = buffer.subarray(0, size);
      buffer = buffer.subarray(size);
      // SSL and cancel requests come before the startup message, which ends the untyped part.
      const code = started ? 0 : message.readInt32BE(4);
      if (!started && code !== SSL_REQUEST_CODE && code !== CANCEL_REQUEST_CODE) started = true;
      messages.push(message);
    }
    return messages;
  };
}

export async function startPgliteServer(
  db: PGlite,
  { host = "127.0.0.1", port = 0 } = {},
): Promise<PgliteServer> {
  const lock = sessionLock();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const split = messageSplitter();
    let release: (() => void) | null = null;
    let work = Promise.resolve();

    const run = (message: Uint8Array) =>
      db.runExclusive(() =>
        db.execProtocolRawStream(message, {
          // The bytes are a view into PGlite's memory, reused by the next call: copy them.
          onRawData: (data) => socket.writable && socket.write(Buffer.from(data)),
        }),
      );

    /** Leaves the session as a fresh client expects it: no half-sent exchange, no transaction. */
    async function giveUpSession() {
      if (!release) return;
      try {
        await db.runExclusive(() => db.execProtocolRaw(SYNC_MESSAGE));
        if (db.isInTransaction()) await db.exec("ROLLBACK");
      } finally {
        release();
        release = null;
      }
    }

    async function handle(message: Buffer) {
      if (socket.destroyed) return;
      const untyped = message.length >= 8 && message[0] === 0;
      const code = untyped ? message.readInt32BE(4) : 0;
      if (untyped && code === SSL_REQUEST_CODE) {
        socket.write("N");
        return;
      }
      if (untyped && code === CANCEL_REQUEST_CODE) return;
      if (!untyped && message[0] === TERMINATE) {
        socket.end();
        return;
      }
      release ??= await lock.acquire();
      await run(message);
      const endsExchange = untyped || message[0] === SYNC || message[0] === QUERY;
      if (endsExchange && !db.isInTransaction()) {
        release();
        release = null;
      }
    }

    socket.on("data", (chunk: Buffer) => {
      for (const message of split(chunk)) {
        work = work
          .then(() => handle(message))
          .catch(() => {
            socket.destroy();
          });
      }
    });
    socket.on("close", () => {
      sockets.delete(socket);
      work = work.then(giveUpSession).catch(() => undefined);
    });
    socket.on("error", () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
