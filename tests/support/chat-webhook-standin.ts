/**
 * A local stand-in for the chat automation webhook, run in Node. The visitor's message says
 * what to answer:
 *  - contains "[empty]"   → 200 { "response": "" }
 *  - contains "[error]"   → 500
 *  - contains "[garbage]" → 200 with a body that is not JSON
 *  - contains "[timeout]" → no answer for 15 s (longer than the Worker's 10 s timeout)
 *  - anything else        → 200 { "response": "Stand-in reply to: <message>" }
 * GET /log lists the JSON payloads received; GET /health answers 200.
 *
 * As a script (for the e2e web servers): tsx tests/support/chat-webhook-standin.ts <port>
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export async function startChatWebhookStandin(
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const log: unknown[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://standin").pathname;
    if (request.method === "GET" && path === "/health")
      return void response.writeHead(200).end("ok");
    if (request.method === "GET" && path === "/log") {
      return void response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(log));
    }
    if (request.method !== "POST" || path !== "/webhook") return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let payload: { message?: string } = {};
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // Logged as received; the Worker always sends JSON.
      }
      log.push({ ...payload, headers: { "content-type": request.headers["content-type"] } });
      const message = payload.message ?? "";
      if (message.includes("[timeout]")) {
        const timer = setTimeout(
          () =>
            response
              .writeHead(200, { "Content-Type": "application/json" })
              .end('{"response":"too late"}'),
          15_000,
        );
        response.on("close", () => clearTimeout(timer));
        return;
      }
      if (message.includes("[error]")) return void response.writeHead(500).end("webhook exploded");
      if (message.includes("[garbage]"))
        return void response
          .writeHead(200, { "Content-Type": "text/html" })
          .end("<html>oops</html>");
      const reply = message.includes("[empty]") ? "" : `Stand-in reply to: ${message}`;
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ response: reply }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const standin = await startChatWebhookStandin(Number(process.argv[2] ?? 0));
  console.log(`chat webhook stand-in on ${standin.url}`);
  const stop = () => standin.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
