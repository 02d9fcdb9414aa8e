/**
 * Unexpected errors sent to a Sentry-compatible tracker when ERROR_REPORT_DSN is set. The event
 * is built from an allow-list — the error's type, message and stack, the request id, method,
 * path without its query, route, environment and release — never headers, cookies, bodies or
 * the user; e-mail and IP addresses (v4 and v6) in a message are masked, since database errors
 * quote values.
 * (Why not the Sentry SDK: see docs/decisions/0011-error-reports-without-an-sdk.md.)
 */
import { isIPv6 } from "node:net";
import { logEvent } from "./request-log.server";

interface ErrorContext {
  requestId: string;
  method: string;
  path: string;
  routeId?: string;
  environment: string;
  release: string;
}

interface Dsn {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

/** `https://<key>@<host>[/<path>]/<project>` → where envelopes go; null when not a DSN. */
export function parseDsn(value: unknown): Dsn | null {
  if (typeof value !== "string" || value === "") return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^https?:$/.test(url.protocol)) return null;
  const prefix = segments.length ? `/${segments.join("/")}` : "";
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: value,
  };
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
// Whatever is shaped like an IPv6 address: hex groups joined by colons, perhaps ending in an
// IPv4 address. Times (12:30:45) and the like match too; isIPv6 tells them apart.
const IPV6_SHAPED =
  /(?<![\w:.])(?:[0-9a-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4})(?![\w:]|\.\d)/gi;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
const HEX_DIGIT = /[0-9a-f]/i;

/** A lone "::" is a valid address that names no one, and in text it is more often notation. */
function isIPv6Address(candidate: string) {
  return isIPv6(candidate) && HEX_DIGIT.test(candidate);
}

export function scrub(text: string) {
  return text
    .replace(EMAIL, "[email]")
    .replace(IPV6_SHAPED, (candidate) => (isIPv6Address(candidate) ? "[ip]" : candidate))
    .replace(IPV4, "[ip]");
}

interface StackFrame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
}

/** V8 stack lines (`at fn (file:line:col)`), oldest call first as the tracker expects. */
function framesOf(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? "").split("\n")) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    frames.push({
      ...(match[1] ? { function: match[1] } : {}),
      filename: match[2]!,
      lineno: Number(match[3]),
      colno: Number(match[4]),
    });
  }
  return frames.reverse();
}

export function errorEvent(error: unknown, context: ErrorContext) {
  const { name, message, stack } =
    error instanceof Error ? error : { name: "Error", message: String(error), stack: undefined };
  return {
    event_id: crypto.randomUUID().replaceAll("-", ""),
    timestamp: Date.now() / 1000,
    platform: "javascript",
    level: "error",
    environment: context.environment,
    release: context.release,
    ...(context.routeId ? { transaction: context.routeId } : {}),
    exception: {
      values: [{ type: name, value: scrub(message), stacktrace: { frames: framesOf(stack) } }],
    },
    request: { method: context.method, url: context.path },
    tags: { request_id: context.requestId },
  };
}

/** Sends one event; a tracker that is down or slow never affects the visitor's response. */
export async function sendErrorReport(dsnValue: unknown, error: unknown, context: ErrorContext) {
  const dsn = parseDsn(dsnValue);
  if (!dsn) return;
  const event = errorEvent(error, context);
  const envelope = [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.dsn }),
    JSON.stringify({ type: "event", content_type: "application/json" }),
    JSON.stringify(event),
  ].join("\n");
  try {
    await fetch(dsn.envelopeUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=aidev-site/1`,
      },
      body: envelope,
      signal: AbortSignal.timeout(5_000),
    });
  } catch (failure) {
    logEvent("warn", "error report not sent", {
      requestId: context.requestId,
      reason: String(failure),
    });
  }
}
