/**
 * Which uploaded images a post shows or links to, decided on what a reader's browser asks
 * for: its cover's address and every address its markdown renders to (app/lib/markdown.server),
 * each read by the rule that serves /media/{id} (./media-address.server). So an image written
 * as `/media/%59…`, `&#47;media&#47;…`, a link or a full URL on any host counts, and an id that
 * only appears in a code sample does not.
 */
import { site } from "~/content/site";
import { addressesInMarkdown } from "~/lib/markdown.server";
import { mediaIdAt } from "./media-address.server";

interface PostAddresses {
  slug: string;
  imageUrl: string | null;
  content: string;
}

/**
 * Rendering a post is slow (a few milliseconds for a long one), so the database first picks the
 * posts that may show an image (library.server): those that hold its id as written, and those
 * that match these patterns (Postgres and JavaScript read them alike). An id comes out of a post
 * without being in it as written only if one of its characters is written another way: in the
 * markdown as a percent-escape, a character reference (`&#…`, or named, `&period;`), a
 * backslash escape (of `-`, `_` or `.`, the id's punctuation), or split by a tab or newline
 * inside a raw HTML tag (browsers drop them from addresses); in the cover's address, which is
 * used as written, as a percent-escape or split by a tab or newline.
 */
export const CONTENT_MAY_HIDE_AN_ID =
  "%[0-9A-Fa-f]{2}|&#|&[A-Za-z][A-Za-z0-9]*;|\\\\[-_.]|<[A-Za-z][^>]*[\t\n\r]";
export const COVER_MAY_HIDE_AN_ID = "%[0-9A-Fa-f]{2}|[\t\n\r]";

/** The ids of the uploaded images the post's cover and markdown show or link to. */
export function mediaShownBy(post: PostAddresses): Set<string> {
  // Relative addresses in a post are resolved against its page, as the reader's browser does.
  const page = new URL(`/blog/${encodeURIComponent(post.slug)}`, site.url).href;
  const ids = new Set<string>();
  for (const address of [post.imageUrl, ...addressesInMarkdown(post.content)]) {
    const id = address ? mediaIdAt(address, page) : null;
    if (id) ids.add(id);
  }
  return ids;
}
