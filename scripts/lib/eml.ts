/**
 * A small RFC 5322 / MIME writer for the local outbox (./mail-outbox.ts): what the Worker hands
 * the EMAIL binding becomes one .eml file, multipart/alternative with its text and HTML parts.
 * Deployed, Cloudflare Email Service composes the message from the same fields; this file runs
 * only in Node, beside the local Worker (decision 0030 says why it is not a dependency).
 *
 * Header values are never written raw: a line break or other control character in one is
 * refused (the send fails, as it should), and anything beyond printable ASCII is an RFC 2047
 * encoded word. Bodies are base64, so no line of them can end the part early.
 */
import { randomUUID } from "node:crypto";

export type Mailbox = string | { email: string; name?: string };

export interface EmlMessage {
  from: Mailbox;
  to: Mailbox | Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text?: string;
  html?: string;
}

// eslint-disable-next-line no-control-regex -- controls are what a header may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export class UnsafeHeaderError extends Error {}

function checked(field: string, value: string) {
  if (CONTROL.test(value)) throw new UnsafeHeaderError(`${field} holds a line break or control`);
  return value;
}

/** RFC 2047 B-encoded words of at most 75 characters each, split between characters. */
function encodedWords(value: string) {
  const words: string[] = [];
  let chunk = "";
  for (const character of value) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join("\r\n ");
}

function unstructured(field: string, value: string) {
  checked(field, value);
  return PRINTABLE_ASCII.test(value) && value.length <= 900 ? value : encodedWords(value);
}

function mailbox(field: string, value: Mailbox) {
  const { email, name } = typeof value === "string" ? { email: value, name: undefined } : value;
  if (!ADDRESS.test(checked(field, email)) || !PRINTABLE_ASCII.test(email))
    throw new UnsafeHeaderError(`${field} is not a plain address`);
  if (!name) return email;
  checked(field, name);
  const display = PRINTABLE_ASCII.test(name)
    ? `"${name.replace(/["\\]/g, "\\$&")}"`
    : encodedWords(name);
  return `${display} <${email}>`;
}

function base64Lines(text: string) {
  return (
    Buffer.from(text)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");
}

function part(type: string, body: string) {
  return [
    `Content-Type: ${type}; charset=utf-8`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(body),
  ].join("\r\n");
}

/** The message as RFC 5322 text with CRLF line ends. */
export function buildEml(message: EmlMessage, { date = new Date(), domain = "localhost" } = {}) {
  const recipients = Array.isArray(message.to) ? message.to : [message.to];
  if (recipients.length === 0) throw new UnsafeHeaderError("To is empty");
  const headers = [
    `From: ${mailbox("From", message.from)}`,
    `To: ${recipients.map((recipient) => mailbox("To", recipient)).join(", ")}`,
    ...(message.replyTo ? [`Reply-To: ${mailbox("Reply-To", message.replyTo)}`] : []),
    `Subject: ${unstructured("Subject", message.subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
  ];
  const parts = [
    ...(message.text !== undefined ? [part("text/plain", message.text)] : []),
    ...(message.html !== undefined ? [part("text/html", message.html)] : []),
  ];
  if (parts.length === 0) throw new UnsafeHeaderError("the message has no body");
  const boundary = `=_${randomUUID()}`;
  const body = [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    ...parts.map((text) => `--${boundary}\r\n${text}`),
    `--${boundary}--`,
    "",
  ].join("\r\n");
  return `${headers.join("\r\n")}\r\n${body}`;
}
