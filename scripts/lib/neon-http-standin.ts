/**
 * A local stand-in for Neon's HTTP query endpoint (`POST /sql`, what `neon()` of
 * @neondatabase/serverless fetches), so that the Worker's one-fetch reads (decision 0031) run
 * against a local Postgres or PGlite exactly as they run against Neon. It speaks the part of
 * the protocol the driver uses: one statement (`{query, params}`) or a batch run in one
 * transaction (`{queries: [...]}`, with the `Neon-Batch-*` headers), the connection string in
 * `Neon-Connection-String`, rows as arrays of text (`Neon-Raw-Text-Output`,
 * `Neon-Array-Mode`), a Postgres error as status 400 with its fields, and a database it cannot
 * reach as 502. Like Neon's proxy it keeps its Postgres sessions between requests.
 *
 * It talks to Postgres itself, over TCP with the extended query protocol, and only to the
 * addresses it is given (never an open proxy). Trust authentication only: a local server.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import { messageReader, protocolMessage } from "./pg-session-pool";

const MAX_SESSIONS_PER_DATABASE = 10;
const IDLE_MS = 30_000;

/** The fields of an ErrorResponse, by their protocol code, under the names the driver reads. */
const ERROR_FIELDS: Record<string, string> = {
  S: "severity",
  C: "code",
  M: "message",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

class PostgresError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(fields.message ?? "Postgres error");
  }
}

interface Field {
  name: string;
  tableID: number;
  columnID: number;
  dataTypeID: number;
  dataTypeSize: number;
  dataTypeModifier: number;
  format: string;
}

interface Result {
  command: string;
  rowCount: number | null;
  rows: (string | null)[][];
  fields: Field[];
  rowAsArray: true;
}

const cString = (text: string) => Buffer.from(`${text}\0`);
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
function int32(value: number) {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}

function startupMessage(user: string, database: string) {
  const body = Buffer.concat([
    int32(196608),
    cString("user"),
    cString(user),
    cString("database"),
    cString(database),
    cString("application_name"),
    cString("neon-http-standin"),
    Buffer.from([0]),
  ]);
  return Buffer.concat([int32(4 + body.length), body]);
}

/** Parse, Bind (all parameters and results as text), Describe, Execute and Sync. */
function extendedQuery(text: string, params: unknown[]) {
  const values = params.map((value) => {
    if (value === null || value === undefined) return int32(-1);
    const bytes = Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
    return Buffer.concat([int32(bytes.length), bytes]);
  });
  return Buffer.concat([
    protocolMessage("P", cString(""), cString(text), int16(0)),
    protocolMessage(
      "B",
      cString(""),
      cString(""),
      int16(0),
      int16(params.length),
      ...values,
      int16(0),
    ),
    protocolMessage("D", Buffer.from("P"), cString("")),
    protocolMessage("E", cString(""), int32(0)),
    protocolMessage("S"),
  ]);
}

function readFields(body: Buffer): Field[] {
  const count = body.readInt16BE(0);
  const fields: Field[] = [];
  let at = 2;
  for (let i = 0; i < count; i++) {
    const end = body.indexOf(0, at);
    const name = body.toString("utf8", at, end);
    at = end + 1;
    fields.push({
      name,
      tableID: body.readInt32BE(at),
      columnID: body.readInt16BE(at + 4),
      dataTypeID: body.readInt32BE(at + 6),
      dataTypeSize: body.readInt16BE(at + 10),
      dataTypeModifier: body.readInt32BE(at + 12),
      format: body.readInt16BE(at + 16) === 0 ? "text" : "binary",
    });
    at += 18;
  }
  return fields;
}

function readRow(body: Buffer) {
  const count = body.readInt16BE(0);
  const row: (string | null)[] = [];
  let at = 2;
  for (let i = 0; i < count; i++) {
    const length = body.readInt32BE(at);
    at += 4;
    if (length < 0) row.push(null);
    else {
      row.push(body.toString("utf8", at, at + length));
      at += length;
    }
  }
  return row;
}

function readError(body: Buffer) {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const code = String.fromCharCode(body[at]!);
    const end = body.indexOf(0, at + 1);
    const name = ERROR_FIELDS[code];
    if (name) fields[name] = body.toString("utf8", at + 1, end);
    at = end + 1;
  }
  return new PostgresError(fields);
}

/** One Postgres session: statements run one after another, each answered at its Sync. */
class Session {
  private socket: net.Socket;
  private waiting: {
    resolve: (result: Result) => void;
    reject: (error: Error) => void;
    result: Result;
    error?: Error;
  }[] = [];
  broken = false;
  idleTimer?: ReturnType<typeof setTimeout>;

  private constructor(socket: net.Socket) {
    this.socket = socket;
  }

  static open(host: string, port: number, user: string, database: string, unref: boolean) {
    return new Promise<Session>((resolve, reject) => {
      const socket = net.connect({ host, port, noDelay: true });
      if (unref) socket.unref();
      const session = new Session(socket);
      let ready = false;
      const fail = (error: Error) => {
        session.broken = true;
        socket.destroy();
        if (!ready) reject(error);
        for (const waiter of session.waiting.splice(0)) waiter.reject(error);
      };
      socket.on("error", fail);
      socket.on("close", () => fail(new Error("Postgres closed the connection")));
      socket.on(
        "data",
        messageReader((type, body) => {
          const kind = String.fromCharCode(type);
          if (!ready) {
            if (kind === "R" && body.readInt32BE(0) !== 0)
              return fail(new Error("the local stand-in supports trust authentication only"));
            if (kind === "E") return fail(readError(body));
            if (kind === "Z") {
              ready = true;
              resolve(session);
            }
            return;
          }
          session.receive(kind, body);
        }),
      );
      socket.write(startupMessage(user, database));
    });
  }

  private receive(kind: string, body: Buffer) {
    const current = this.waiting[0];
    if (!current) return;
    if (kind === "T") current.result.fields = readFields(body);
    else if (kind === "D") current.result.rows.push(readRow(body));
    else if (kind === "C") {
      const tag = body.toString("utf8", 0, body.length - 1).split(" ");
      current.result.command = tag[0] ?? "";
      const count = Number(tag[tag.length - 1]);
      current.result.rowCount = Number.isFinite(count) ? count : null;
    } else if (kind === "E") current.error = readError(body);
    else if (kind === "Z") {
      this.waiting.shift();
      if (current.error) current.reject(current.error);
      else current.resolve(current.result);
    }
  }

  query(text: string, params: unknown[]) {
    return new Promise<Result>((resolve, reject) => {
      if (this.broken) return reject(new Error("Postgres connection lost"));
      const result: Result = {
        command: "",
        rowCount: null,
        rows: [],
        fields: [],
        rowAsArray: true,
      };
      this.waiting.push({ resolve, reject, result });
      this.socket.write(extendedQuery(text, params));
    });
  }

  destroy() {
    this.broken = true;
    this.socket.destroy();
  }
}

/** The sessions of one database: idle ones kept, at most a few busy at once, the rest queued. */
function sessionPool(
  host: string,
  port: number,
  user: string,
  database: string,
  keepsProcessAlive: () => boolean,
) {
  const openSession = () => Session.open(host, port, user, database, !keepsProcessAlive());
  const idle: Session[] = [];
  const queue: ((session: Session | Error) => void)[] = [];
  let open = 0;
  const give = (session: Session) => {
    const next = queue.shift();
    if (next) next(session);
    else {
      idle.push(session);
      session.idleTimer = setTimeout(() => {
        idle.splice(idle.indexOf(session), 1);
        open--;
        session.destroy();
      }, IDLE_MS).unref();
    }
  };
  return {
    async take(): Promise<Session> {
      for (let kept = idle.pop(); kept; kept = idle.pop()) {
        clearTimeout(kept.idleTimer);
        if (!kept.broken) return kept;
        // Postgres closed it while it waited (a restart, a cut network).
        open--;
      }
      if (open >= MAX_SESSIONS_PER_DATABASE)
        return new Promise((resolve, reject) =>
          queue.push((got) => (got instanceof Error ? reject(got) : resolve(got))),
        );
      open++;
      try {
        return await openSession();
      } catch (error) {
        open--;
        throw error;
      }
    },
    release(session: Session) {
      if (!session.broken) return give(session);
      open--;
      // A waiter gets a new session in place of the broken one.
      const next = queue.shift();
      if (next) {
        open++;
        openSession().then(next, (error: Error) => {
          open--;
          next(error);
        });
      }
    },
    close() {
      for (const session of idle.splice(0)) {
        clearTimeout(session.idleTimer);
        session.destroy();
      }
    },
  };
}

interface QueryData {
  query: string;
  params?: unknown[];
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as QueryData | { queries: QueryData[] };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed) return;
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** The `BEGIN` of a batch, from its headers, as Neon's proxy builds it. */
function beginOf(request: IncomingMessage) {
  const isolation = request.headers["neon-batch-isolation-level"];
  const readOnly = request.headers["neon-batch-read-only"] === "true";
  const deferrable = request.headers["neon-batch-deferrable"] === "true";
  const levels: Record<string, string> = {
    ReadUncommitted: "read uncommitted",
    ReadCommitted: "read committed",
    RepeatableRead: "repeatable read",
    Serializable: "serializable",
  };
  const level = typeof isolation === "string" ? levels[isolation] : undefined;
  return [
    "begin",
    level ? `isolation level ${level}` : "",
    readOnly ? "read only" : "",
    deferrable ? "deferrable" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function createNeonHttpStandin({
  allow,
  keepsProcessAlive,
}: {
  allow: Set<string>;
  keepsProcessAlive: () => boolean;
}) {
  const pools = new Map<string, ReturnType<typeof sessionPool>>();
  let queries = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const connection = new URL(String(request.headers["neon-connection-string"] ?? ""));
    const address = `${connection.hostname}:${connection.port || "5432"}`;
    if (!allow.has(address))
      return answer(response, 403, { message: `address ${address} not allowed` });
    const user = decodeURIComponent(connection.username) || "postgres";
    const database = decodeURIComponent(connection.pathname.slice(1)) || user;
    const key = `${address}/${user}/${database}`;
    let pool = pools.get(key);
    if (!pool) {
      const port = Number(connection.port || 5432);
      pool = sessionPool(connection.hostname, port, user, database, keepsProcessAlive);
      pools.set(key, pool);
    }
    // A client that gives up (a deadline passed, its visitor left) is not served: a statement
    // still queued for a session never runs, and a running one ends with its session, as Neon's
    // proxy does. Otherwise a burst of abandoned requests queues work that delays every later one.
    const client: { left: boolean; session?: Session } = { left: false };
    response.on("close", () => {
      if (response.writableEnded) return;
      client.left = true;
      client.session?.destroy();
    });
    const body = await readBody(request);
    queries++;
    let session: Session;
    try {
      session = await pool.take();
    } catch (error) {
      if (error instanceof PostgresError) return answer(response, 400, error.fields);
      return answer(response, 502, { message: `Couldn't connect to database: ${error}` });
    }
    if (client.left) return pool.release(session);
    client.session = session;
    try {
      if ("queries" in body) {
        await session.query(beginOf(request), []);
        const results: Result[] = [];
        try {
          for (const { query, params } of body.queries)
            results.push(await session.query(query, params ?? []));
          await session.query("commit", []);
        } catch (error) {
          await session.query("rollback", []).catch(() => session.destroy());
          throw error;
        }
        answer(response, 200, { results });
      } else answer(response, 200, await session.query(body.query, body.params ?? []));
    } catch (error) {
      if (error instanceof PostgresError) answer(response, 400, error.fields);
      else answer(response, 502, { message: `Lost the database connection: ${error}` });
    } finally {
      pool.release(session);
    }
  }

  return {
    /** Handles `POST /sql`; false for any other request. */
    handle(request: IncomingMessage, response: ServerResponse) {
      if (request.method !== "POST" || request.url !== "/sql") return false;
      handle(request, response).catch((error: unknown) =>
        answer(response, 400, { message: String(error) }),
      );
      return true;
    },
    /** How many queries (a batch counts once) it was sent. */
    get queries() {
      return queries;
    },
    close() {
      for (const pool of pools.values()) pool.close();
    },
  };
}
