/**
 * Post content: markdown rendered on the server with `marked`, then sanitised with a strict
 * allow-list (`sanitize-html`, which runs in workerd where DOMPurify cannot).
 *
 * Two layers: raw HTML written in the markdown is escaped to text (so no author-supplied tag
 * ever reaches the browser as markup), and the rendered HTML is then reduced to the tags and
 * attributes markdown itself produces. Link and image URLs keep only safe schemes. The media
 * library asks the same rendering which addresses a post points at (addressesInMarkdown).
 */
import { Marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";
import { addressesInHtml } from "./html-addresses.server";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML blocks and inline tags are shown as the text they are.
    html: ({ text, block }) => (block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text)),
  },
});

const LINK_SCHEMES = new Set(["http", "https", "mailto"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);

// Browsers drop ASCII tab and newlines anywhere in a URL and trim C0 controls and spaces at the
// ends; zero-width and other invisible characters can also hide a scheme from a naive check.
const IGNORED_IN_URL =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- the invisible characters are the point
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u115f\u1160\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\uffa0\ufff0-\uffff]/g;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
  amp: "&",
  lpar: "(",
  rpar: ")",
  sol: "/",
  bsol: "\\",
  period: ".",
  comma: ",",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  excl: "!",
  num: "#",
  percnt: "%",
};

/** Decodes character references, repeatedly, so double-encoded tricks are seen too. */
function decodeEntities(value: string) {
  let previous: string;
  let current = value;
  let rounds = 0;
  do {
    previous = current;
    current = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(parseInt(dec, 10)))
      .replace(
        /&([a-z]+);/gi,
        (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole,
      );
  } while (current !== previous && ++rounds < 5);
  return current;
}

function codePoint(value: number) {
  return Number.isFinite(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : "";
}

/**
 * The URL if it is relative or uses one of the allowed schemes, else "". Decides on the URL as a
 * browser would read it: entities decoded, invisible characters gone, percent-escapes in the
 * scheme undone.
 */
export function safeUrl(raw: string, allowedSchemes: ReadonlySet<string> = LINK_SCHEMES) {
  const decoded = decodeEntities(raw);
  const visible = decoded.replace(IGNORED_IN_URL, "");
  let schemePart = visible;
  try {
    schemePart = decodeURIComponent(visible);
  } catch {
    // A stray "%" is no scheme trick; judge the text as it is.
  }
  const scheme = /^([^/?#]*?):/.exec(schemePart.replace(IGNORED_IN_URL, ""))?.[1];
  if (scheme === undefined) return visible;
  return allowedSchemes.has(scheme.toLowerCase()) && /^[a-z][a-z0-9+.-]*$/i.test(scheme)
    ? visible
    : "";
}

function isExternal(href: string) {
  return /^(https?:)?\/\//i.test(href);
}

// sanitize-html supports allowedEmptyAttributes; its published typings have not caught up.
const sanitizeOptions: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "del",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // The schemes are enforced by safeUrl in transformTags; this is a second fence.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  // A link to a refused address keeps its words for the reader, with an empty href.
  allowedEmptyAttributes: ["href", "alt"],
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "iframe",
    "object",
    "embed",
    "template",
    "xmp",
    "noembed",
    "noframes",
    "plaintext",
  ],
  transformTags: {
    // The page's title is its only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = safeUrl(attribs.href ?? "");
      const link: Record<string, string> = { href };
      if (attribs.title) link.title = attribs.title;
      if (isExternal(href)) link.rel = "noopener noreferrer";
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const image: Record<string, string> = {
        src: safeUrl(attribs.src ?? "", IMAGE_SCHEMES),
        alt: attribs.alt ?? "",
        loading: "lazy",
      };
      if (attribs.title) image.title = attribs.title;
      return { tagName, attribs: image };
    },
  },
  // An image whose source was not safe is dropped rather than left broken.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

function sanitizeRenderedHtml(html: string) {
  return sanitizeHtml(html, sanitizeOptions);
}

/**
 * Which rendering a post's stored HTML came from (app/services/blog/rendered-content.server.ts).
 * Raise it with any change to what renderMarkdown gives for the same text (this file's rules, or
 * marked or sanitize-html upgraded): stored HTML of an older version is then never shown, and
 * `npm run db:migrate` renders it again. markdown.server.test.ts fails until it is raised.
 */
export const MARKDOWN_RENDERING_VERSION = 1;

/** Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string) {
  return sanitizeRenderedHtml(marked.parse(markdown, { async: false }));
}

/**
 * Every address a post's markdown points at: the `src` and `href` of its images and links as
 * the page renders them (the same renderer and sanitising, applied to just those tokens, which
 * render alike alone or in the page: rendering the whole post costs about twice as much), read
 * as a browser reads them; and those of any raw HTML it holds, which this site shows as text
 * but another renderer of the markdown (it goes out as written, in the API and as the post's
 * .md) would show.
 */
export function addressesInMarkdown(markdown: string) {
  const pointers: Token[] = [];
  const rawHtml: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link" || token.type === "image") pointers.push(token);
    else if (token.type === "html") rawHtml.push(token.text);
  });
  const rendered = marked.Parser.parseInline(pointers, marked.defaults);
  return [
    ...addressesInHtml(sanitizeRenderedHtml(rendered)),
    ...addressesInHtml(rawHtml.join("\n")),
  ];
}
