/**
 * Local stand-ins for the contact form's external services, run in Node:
 *  - POST /siteverify: reCAPTCHA's verify endpoint. The token says what to answer, as URL
 *    parameters: `score=0.9` (default action "contact", hostname "localhost"), `action=login`,
 *    `hostname=evil.example`, `error=invalid` (success false), `error=500`, `error=garbage`.
 *  - GET /recaptcha.js: a stand-in for the provider's script (window.grecaptcha). It hands out
 *    `score=0.9` tokens, or fails to execute when the page set `window.__recaptchaStandin = "fail"`.
 *  - POST /notify: the team's notification webhook.
 *  - POST /mail: the mail webhook that e-mails portal invitations.
 *  - POST /api/<project>/envelope/: a Sentry-compatible error tracker (ERROR_REPORT_DSN).
 *  - GET /log: every request the stand-ins received, for tests to check.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const STANDIN_SECRET = "standin-secret";

export interface StandinRequest {
  path: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

const recaptchaScript = `
(function () {
  function execute(siteKey, options) {
    if (window.__recaptchaStandin === "fail") return Promise.reject(new Error("stand-in execute failure"));
    window.__recaptchaExecutions = (window.__recaptchaExecutions || []).concat([{ siteKey: siteKey, action: options.action }]);
    return Promise.resolve("score=0.9&action=" + encodeURIComponent(options.action) + "&hostname=" + encodeURIComponent(location.hostname));
  }
  window.grecaptcha = { ready: function (callback) { setTimeout(callback, 0); }, execute: execute };
})();
`;

function siteverifyAnswer(form: URLSearchParams): { status: number; body: string } {
  if (form.get("secret") !== STANDIN_SECRET) {
    return {
      status: 200,
      body: JSON.stringify({ success: false, "error-codes": ["invalid-input-secret"] }),
    };
  }
  const token = new URLSearchParams(form.get("response") ?? "");
  const error = token.get("error");
  if (error === "500") return { status: 500, body: "upstream exploded" };
  if (error === "garbage") return { status: 200, body: "<html>not json</html>" };
  if (error === "invalid" || !token.has("score")) {
    return {
      status: 200,
      body: JSON.stringify({ success: false, "error-codes": ["invalid-input-response"] }),
    };
  }
  return {
    status: 200,
    body: JSON.stringify({
      success: true,
      score: Number(token.get("score")),
      action: token.get("action") ?? "contact",
      hostname: token.get("hostname") ?? "localhost",
      challenge_ts: new Date().toISOString(),
    }),
  };
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startContactStandins(
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const log: StandinRequest[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://standin").pathname;
    const body = await readBody(request);
    if (request.method === "POST") log.push({ path, body, headers: request.headers });

    if (request.method === "POST" && path === "/siteverify") {
      const answer = siteverifyAnswer(new URLSearchParams(body));
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    } else if (request.method === "GET" && path === "/recaptcha.js") {
      response
        .writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" })
        .end(recaptchaScript);
    } else if (request.method === "POST" && (path === "/notify" || path === "/mail")) {
      response.writeHead(204).end();
    } else if (request.method === "POST" && /^\/api\/\d+\/envelope\/$/.test(path)) {
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    } else if (request.method === "GET" && path === "/log") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(log));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
