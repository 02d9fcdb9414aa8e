/**
 * Which uploaded image an address serves: one rule for GET /media/{id} and for the library's
 * question "does a post show this image", so that no spelling of an address can show an image
 * the library would let go. The address is read the way the Worker reads a request for it:
 * resolved as a browser resolves it (tabs and newlines dropped, backslashes read as slashes,
 * dot segments, `%2e` among them, taken out), each path segment percent-decoded once as Remix's
 * router decodes it (a path with a malformed escape stays as it is, and an encoded slash does
 * not split a segment), the folder matched in any case, the id exactly (ids are case-sensitive).
 * The host is not looked at: the site answers under more than one name.
 */
import { isMediaId } from "./images.server";

/** The media route's path after decoding: the folder, then one segment, then slashes at most. */
const MEDIA_PATH = /^\/media\/([^/]+)\/*$/i;

function decodedPath(pathname: string) {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** The id of the image `address` serves, resolved against `base`; null for any other address. */
export function mediaIdAt(address: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const id = MEDIA_PATH.exec(decodedPath(url.pathname))?.[1]?.replace(/%2F/g, "/");
  return isMediaId(id) ? id : null;
}
