/**
 * Text bound for a mail header (a subject, a name in a greeting line or a display name). A line
 * break there would end the header and start another one of the sender's choosing ("Bcc: …"),
 * so forms refuse it and everything that builds a header passes through `headerText` as well.
 */
import { clipText } from "./control-characters";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu;

/** True when the text is one line without control characters: safe in a header as it is. */
export function isHeaderSafe(text: string) {
  return !CONTROL_OR_LINE_BREAK.test(text);
}

/** The text made one line (each run of controls one space), trimmed and clipped to `max`. */
export function headerText(text: string, max = 200) {
  return clipText(text.replace(CONTROL_RUNS, " ").replace(/\s+/g, " ").trim(), max);
}

/**
 * A visitor's first name as a message to them may show it: its first word, of letters, marks,
 * apostrophes and hyphens only, at most 30 characters. No digit, dot, slash or markup survives,
 * so no address, link or price can be put into a mail that goes to whatever address the form
 * was given; nothing when no letter is left.
 */
export function greetingName(firstName: string) {
  const [word = ""] = headerText(firstName, 100)
    .replace(/[^\p{L}\p{M}'’ -]/gu, " ")
    .trim()
    .split(/\s+/);
  const clipped = clipText(word, 30);
  return /\p{L}/u.test(clipped) ? clipped : "";
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to stand in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
