/**
 * Every message's two bodies, plain text and HTML, from one description: the site's name and
 * colours, no image or font from elsewhere, no tracking pixel and no rewritten link. Everything
 * given here is text: the HTML escapes it, so a lead's message can never become markup.
 */
import { site } from "~/content/site";
import { escapeHtml, headerText } from "~/lib/mail-text";

/** A moment as a mail states it, to the minute, in UTC: "2026-12-01 09:00 UTC". */
export function readableUtc(at: Date | string) {
  return `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** Labelled facts, one a line (an enquiry's name, company, source…). */
  details?: readonly { label: string; value: string }[];
  /** A longer text shown as it was written, line breaks kept (an enquiry's message). */
  quote?: string;
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Why the reader gets this mail, or what to do if it was not for them. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#4f46e5";
const INK = "#0f172a";
const MUTED = "#475569";
const PAPER = "#f8fafc";

function renderText(content: MailContent, origin: string) {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.details?.length)
    blocks.push(content.details.map(({ label, value }) => `${label}: ${value}`).join("\n"));
  if (content.quote)
    blocks.push(
      content.quote
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join("\n"),
    );
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(["-- ", `${site.name} · ${origin}`, content.footnote ?? ""].join("\n").trim());
  return `${blocks.join("\n\n")}\n`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;color:${INK};font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function detailsTable(details: NonNullable<MailContent["details"]>) {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:${MUTED};font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:${INK}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="margin:0 0 16px;font-size:15px;border-collapse:collapse">${rows}</table>`;
}

function renderHtml(content: MailContent, origin: string) {
  const parts = content.paragraphs.map(paragraph);
  if (content.details?.length) parts.push(detailsTable(content.details));
  if (content.quote)
    parts.push(
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:${PAPER};color:${INK};white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>`,
    );
  if (content.action)
    parts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;color:${MUTED};font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
    );
  const footnote = content.footnote
    ? `<p style="margin:8px 0 0">${escapeHtml(content.footnote)}</p>`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;color:${BRAND};font-size:18px;font-weight:700">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<h1 style="margin:0 0 16px;color:${INK};font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${parts.join("\n")}
</div>
<div style="padding:16px 4px;color:${MUTED};font-size:13px;line-height:1.5">
<p style="margin:0">${escapeHtml(site.name)} · <a href="${escapeHtml(origin)}" style="color:${MUTED}">${escapeHtml(origin.replace(/^https?:\/\//, ""))}</a></p>
${footnote}
</div>
</div>
</body>
</html>
`;
}

/** The message's subject (one line, clipped) and its two bodies. */
export function renderMail(content: MailContent, origin: string): RenderedMail {
  return {
    subject: headerText(content.subject, 200),
    text: renderText(content, origin),
    html: renderHtml(content, origin),
  };
}
