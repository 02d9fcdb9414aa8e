/**
 * The one check for every redirect target a client can choose (sign-in's redirectTo, the
 * contact, newsletter and consent forms' return address). It checks the value it returns, after
 * the URL parser has resolved dots, encoded dots and stripped tabs: checking the raw input and
 * returning the normalised path let `/.//evil.example` become `//evil.example`, which a browser
 * follows to another site.
 */

const BASE = "http://same-origin.invalid";

/** Control characters and any whitespace (the URL parser silently drops tabs and newlines). */
const CONTROL_OR_SPACE = /[\p{Cc}\s]/u;

/** A path a browser would read as another host: `//host` or `/\host`. */
function leavesTheSite(path: string) {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");
}

function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * `target` as a same-origin path (`/path?query#hash`, normalised), or `fallback` when it is not
 * a string, is not a plain path, holds control characters, whitespace or backslashes, or would
 * lead off the site once normalised or percent-decoded.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (CONTROL_OR_SPACE.test(target) || target.includes("\\") || leavesTheSite(target))
    return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  const decoded = decodedPath(url.pathname);
  if (
    decoded === null ||
    leavesTheSite(result) ||
    leavesTheSite(decoded) ||
    decoded.includes("\\") ||
    CONTROL_OR_SPACE.test(result) ||
    CONTROL_OR_SPACE.test(decoded)
  )
    return fallback;
  return result;
}
