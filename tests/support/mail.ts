/**
 * Reads the .eml files of the local outbox (scripts/lib/mail-outbox.ts) the way a mail client
 * would: headers unfolded and RFC 2047 words decoded, the text and HTML parts decoded. Used by
 * the integration tests (through the MAIL_OUTBOX binding) and the end-to-end tests (from disk).
 */
import { Buffer } from "node:buffer";

export interface ReadMail {
  file: string;
  /** Header values as written (encoded words decoded), by lower-case name. */
  headers: Record<string, string>;
  /** The raw header block, to check that nothing was injected into it. */
  rawHeaders: string;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) =>
      Buffer.from(data, "base64").toString("utf8"),
    );
}

function headerBlock(block: string) {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

export function readEml(file: string, eml: string): ReadMail {
  const end = eml.indexOf("\r\n\r\n");
  const rawHeaders = eml.slice(0, end);
  const headers = headerBlock(rawHeaders);
  const boundary = /boundary="([^"]+)"/.exec(headers["content-type"] ?? "")?.[1] ?? "";
  const parts: Record<string, string> = {};
  for (const part of eml.slice(end + 4).split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const partHeaders = headerBlock(part.slice(0, split).trim());
    const type = (partHeaders["content-type"] ?? "").split(";")[0] ?? "";
    parts[type] = Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return {
    file,
    headers,
    rawHeaders,
    subject: headers.subject ?? "",
    to: headers.to ?? "",
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
  };
}

/** The first link in a text body that starts with `prefix` (a URL path or a whole origin). */
export function linkIn(text: string, pathPart: string) {
  const match = new RegExp(
    `https?://\\S*${pathPart.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`,
  ).exec(text);
  return match?.[0];
}
