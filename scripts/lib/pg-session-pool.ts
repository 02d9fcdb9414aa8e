/**
 * Postgres sessions kept open between the Worker's connections, as Neon's pooler (PgBouncer)
 * keeps them in production: a new Postgres backend costs a process start (about 90 ms on a
 * loaded 2-core machine, more than the queries of a page), which production never pays per
 * request. When a client ends its connection with Terminate, its session is reset with
 * `DISCARD ALL` (PgBouncer's reset query: settings, prepared statements, temporary tables,
 * advisory locks) and kept for the next client that starts up with the same parameters, which
 * gets the greeting the session first sent. Only sessions that needed no password are kept.
 */
import net from "node:net";

const READY_FOR_QUERY = 0x5a; // 'Z'
const AUTHENTICATION = 0x52; // 'R'
const ERROR = 0x45; // 'E'
const COMMAND_COMPLETE = 0x43; // 'C'
const RESET_QUERIES = ["ROLLBACK", "DISCARD ALL"];
const RESET = Buffer.concat(RESET_QUERIES.map(simpleQuery));
/** The tag the server completes the reset's last query with: after it, the session is clean. */
const RESET_DONE_TAG = `${RESET_QUERIES.at(-1)}\0`;
const RESET_DEADLINE_MS = 5_000;

/** A protocol message: its type (a letter or its byte), its length (itself included), its body. */
export function protocolMessage(type: string | number, ...parts: Buffer[]) {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header[0] = typeof type === "number" ? type : type.charCodeAt(0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

function simpleQuery(text: string) {
  return protocolMessage("Q", Buffer.from(`${text}\0`));
}

/** Splits a server's byte stream into protocol messages (type byte, then int32 length). */
export function messageReader(onMessage: (type: number, body: Buffer) => void) {
  let buffered: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length >= 5) {
      const end = 1 + buffered.readInt32BE(1);
      if (buffered.length < end) break;
      onMessage(buffered[0]!, buffered.subarray(5, end));
      buffered = buffered.subarray(end);
    }
  };
}

/** Drops the listeners of the session's previous user. */
function detach(socket: net.Socket) {
  for (const event of ["data", "close", "error", "timeout"]) socket.removeAllListeners(event);
}

export interface PooledSession {
  socket: net.Socket;
  /** What the server answered the startup with, up to its first ReadyForQuery. */
  greeting: Buffer;
}

export function createSessionPool({
  host,
  port,
  maxIdle = 20,
  idleMs = 30_000,
}: {
  host: string;
  port: number;
  maxIdle?: number;
  idleMs?: number;
}) {
  const idle = new Map<string, Set<PooledSession>>();
  let closed = false;

  function forget(key: string, session: PooledSession) {
    idle.get(key)?.delete(session);
  }

  return {
    /** An idle session started with exactly these startup bytes, or undefined. */
    take(startup: Buffer): PooledSession | undefined {
      const sessions = idle.get(startup.toString("hex"));
      const session = sessions?.values().next().value;
      if (!session) return undefined;
      sessions!.delete(session);
      session.socket.setTimeout(0);
      detach(session.socket);
      return session;
    },

    /** A new server connection for a client without an idle session. */
    connect() {
      return net.connect({ host, port, noDelay: true });
    },

    /** Whether a greeting (what the server sent before its first ReadyForQuery) admits pooling. */
    poolable(greeting: Buffer) {
      // AuthenticationOk straight away: the session asked the client for no password.
      return greeting[0] === AUTHENTICATION && greeting.readInt32BE(5) === 0;
    },

    /** Resets a session its client has finished with and keeps it, or closes it. */
    release(startup: Buffer, session: PooledSession) {
      const { socket } = session;
      detach(socket);
      const key = startup.toString("hex");
      // A client may leave with a statement still running: its answer comes first, then the
      // reset's. Only the reset's own end marks the session clean, not the n-th ReadyForQuery.
      let resetDone = false;
      const discard = () => socket.destroy();
      const timer = setTimeout(discard, RESET_DEADLINE_MS);
      socket.on(
        "data",
        messageReader((type, body) => {
          if (type === ERROR) return discard();
          if (type === COMMAND_COMPLETE && body.toString("latin1") === RESET_DONE_TAG)
            resetDone = true;
          if (type !== READY_FOR_QUERY || !resetDone) return;
          clearTimeout(timer);
          socket.removeAllListeners("data");
          const sessions = idle.get(key) ?? new Set();
          if (closed || body[0] !== 0x49 /* 'I' */ || sessions.size >= maxIdle) return discard();
          idle.set(key, sessions.add(session));
          socket.once("close", () => forget(key, session));
          socket.setTimeout(idleMs, discard);
        }),
      );
      socket.on("error", discard);
      socket.once("close", () => clearTimeout(timer));
      socket.write(RESET);
    },

    close() {
      closed = true;
      for (const sessions of idle.values()) for (const { socket } of sessions) socket.destroy();
      idle.clear();
    },
  };
}
