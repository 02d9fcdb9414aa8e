/**
 * The kinds of field the site's own pages are made of (app/schemas/site-pages.ts), each with its
 * limit and the message a form shows beside it. Every text is plain: no field holds HTML, and
 * the legal pages' Markdown is rendered and sanitised like a post's.
 */
import { z } from "zod";
import { text } from "./text";

export const REQUIRED_MESSAGE = "This field is required.";
export const tooLongMessage = (max: number) => `Keep this to ${max} characters or fewer.`;
export const tooManyMessage = (max: number, noun: string) => `Add at most ${max} ${noun}.`;
export const SITE_PATH_MESSAGE =
  "Link to a page of this site: a path starting with / (such as /#contact), not another site.";
export const MEDIA_PATH_MESSAGE = "Choose a photo from the media library.";
export const EMAIL_MESSAGE = "Enter an e-mail address such as hello@example.com.";
export const HTTPS_URL_MESSAGE = "Enter a full https:// address.";

// The forms below are patterns, not refinements, so that the API's document states them.
const ONE_LINE = /^[^\r\n]*$/;
const ONE_LINE_MESSAGE = "Keep this to one line.";

/** One line of text, required, at most `max` characters, trimmed. */
export function line(max: number) {
  return text()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, tooLongMessage(max))
    .regex(ONE_LINE, ONE_LINE_MESSAGE);
}

/** One line that may be left empty. */
export function optionalLine(max: number) {
  return text().trim().max(max, tooLongMessage(max)).regex(ONE_LINE, ONE_LINE_MESSAGE);
}

/** A paragraph (line breaks allowed), required. */
export function paragraph(max: number) {
  return text()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, tooLongMessage(max))
    .transform((value) => value.replace(/\r\n?/g, "\n"));
}

/** A list of `item`s, at least `min`, at most `max`. */
export function list<T extends z.ZodTypeAny>(item: T, min: number, max: number, noun: string) {
  return z
    .array(item)
    .min(
      min,
      min === 1 ? `Add at least one ${noun.replace(/s$/, "")}.` : `Add at least ${min} ${noun}.`,
    )
    .max(max, tooManyMessage(max, noun));
}

/**
 * Where a call to action leads: a path of this site only (`/`, `/team`, `/#contact`). A link
 * to another site, a protocol-relative `//host` or a backslash that browsers read as one, and
 * any scheme (`javascript:`) are refused.
 */
export function sitePath(max = 200) {
  return line(max).regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, SITE_PATH_MESSAGE);
}

/** An image of the media library, by its address (`/media/{id}`); that it exists is the service's check. */
export const mediaPath = text()
  .trim()
  .max(200, tooLongMessage(200))
  .regex(/^\/media\/[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif|avif)$/, MEDIA_PATH_MESSAGE);

/** An optional photo: empty means none. */
export const optionalMediaPath = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  mediaPath.nullable(),
);

export function emailField(max = 254) {
  return line(max).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE);
}

/**
 * A full https address of another site (social profiles): a host name of ASCII labels (an
 * international one in its xn-- form), no user name or port, then any path.
 */
export function httpsUrl(max = 300) {
  return line(max).regex(
    /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+([/?#]\S*)?$/,
    HTTPS_URL_MESSAGE,
  );
}

/** Markdown for a legal page's body; rendered and sanitised on the server like a post. */
export function markdownBody(max: number) {
  return text()
    .min(1, REQUIRED_MESSAGE)
    .max(max, tooLongMessage(max))
    .regex(/\S/, REQUIRED_MESSAGE)
    .transform((value) => value.replace(/\r\n?/g, "\n"));
}
