/** Slugs of blog posts: lowercase letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug suggested from a title: accents folded, everything else collapsed into hyphens. */
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const WORDS_PER_MINUTE = 200;

/** The words of a markdown text, as the reading time counts them. */
export function wordCount(content: string) {
  return content.split(/\s+/).filter(Boolean).length;
}

/** "N min read" for a markdown text, at a steady reading pace and never under a minute. */
export function readTimeFor(content: string) {
  const words = wordCount(content);
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
