/**
 * The local EMAIL binding: nothing leaves the machine. Each message the Worker sends becomes an
 * RFC 5322 file in a directory (.data/mail/ for `npm start`), named so that the newest sorts
 * last, and one line is printed per message with its subject, recipient and file.
 *
 * Miniflare's own send_email simulation writes the text and HTML bodies as two loose files in a
 * random temporary directory that it deletes on exit, so the runner binds EMAIL to this outbox
 * instead (decision 0030): a small Worker whose `send` has the binding's shape, handing each
 * message to a Node function that writes the file.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { WorkerOptions } from "miniflare";
import { buildEml, UnsafeHeaderError, type EmlMessage } from "./eml";

const OUTBOX_WORKER = "mail-outbox";

/** The outbox Worker: `send` as the send_email binding takes it, forwarded to Node. */
const OUTBOX_SCRIPT = `
import { WorkerEntrypoint } from "cloudflare:workers";
export class Outbox extends WorkerEntrypoint {
  async send(message) {
    if (!message || typeof message !== "object" || !("subject" in message))
      throw new Error("the local outbox takes the builder form: { from, to, subject, text, html }");
    const response = await this.env.WRITE.fetch("http://outbox/", {
      method: "POST",
      body: JSON.stringify(message),
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(answer);
    return { messageId: answer };
  }
}
export default { fetch: () => new Response("the local mail outbox", { status: 404 }) };
`;

function recipientsOf(message: EmlMessage) {
  return (Array.isArray(message.to) ? message.to : [message.to])
    .map((to) => (typeof to === "string" ? to : to.email))
    .join(", ");
}

export interface MailOutbox {
  directory: string;
  /** Miniflare service binding for EMAIL, pointing at the outbox Worker. */
  binding: { name: string; entrypoint: string };
  /** The outbox Worker, for Miniflare's `workers`. */
  worker: WorkerOptions;
  /** Answers GET with every message kept (JSON), for tests; writes on POST. */
  handle(request: Request): Promise<Response>;
}

export function mailOutbox(directory: string, { quiet = false } = {}): MailOutbox {
  mkdirSync(directory, { recursive: true });
  let sequence = 0;

  async function write(request: Request) {
    const message = (await request.json()) as EmlMessage;
    let eml: string;
    try {
      eml = buildEml(message);
    } catch (error) {
      if (error instanceof UnsafeHeaderError) return new Response(error.message, { status: 400 });
      throw error;
    }
    sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(directory, `${stamp}-${String(sequence).padStart(4, "0")}.eml`);
    writeFileSync(file, eml);
    if (!quiet)
      console.log(
        `mail: "${message.subject}" to ${recipientsOf(message)} → ${path.relative(process.cwd(), file)}`,
      );
    return new Response(path.basename(file));
  }

  function list() {
    const files = readdirSync(directory)
      .filter((name) => name.endsWith(".eml"))
      .sort();
    return Response.json(
      files.map((name) => ({ file: name, eml: readFileSync(path.join(directory, name), "utf8") })),
    );
  }

  const handle = (request: Request) =>
    request.method === "POST" ? write(request) : Promise.resolve(list());
  return {
    directory,
    binding: { name: OUTBOX_WORKER, entrypoint: "Outbox" },
    worker: {
      name: OUTBOX_WORKER,
      modules: true,
      script: OUTBOX_SCRIPT,
      compatibilityDate: "2026-04-01",
      serviceBindings: { WRITE: handle },
    },
    handle,
  };
}
