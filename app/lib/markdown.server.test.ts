import { describe, expect, it } from "vitest";
import { addressesInHtml } from "./html-addresses.server";
import {
  addressesInMarkdown,
  MARKDOWN_RENDERING_VERSION,
  renderMarkdown,
  safeUrl,
} from "./markdown.server";

/** Hostile markdown an author (or a stolen admin account) could save in a post. */
const hostileInputs: string[] = [
  // javascript: links with case, whitespace, control characters and entity tricks
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](<java script:alert(1)>)",
  "[click](<java\tscript:alert(1)>)",
  "[click](<java\nscript:alert(1)>)",
  "[click](\u0001javascript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](&#x6A;avascript:alert(1))",
  "[click](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))",
  "[click](javascript&colon;alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](javascript&#x3a;alert(1))",
  "[click](jav&#x09;ascript:alert(1))",
  "[click](jav&Tab;ascript:alert(1))",
  "[click](&amp;#106;avascript:alert(1))",
  "[click](java\u200bscript:alert(1))",
  "[click](%6Aavascript:alert(1))",
  "[click](javascript://%0aalert(1))",
  '[click](javascript:alert(1) "title")',
  // other dangerous schemes
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](DATA:text/html,<script>alert(1)</script>)",
  "[click](vbscript:msgbox(1))",
  "[click](VBScript:msgbox(1))",
  "[click](file:///etc/passwd)",
  "![img](javascript:alert(1))",
  "![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![img](vbscript:alert(1))",
  // reference-style links and autolinks
  "[click][evil]\n\n[evil]: javascript:alert(1)",
  '[click][evil]\n\n[evil]: <javascript:alert(1)> "t"',
  "![img][evil]\n\n[evil]: data:image/svg+xml,<svg/onload=alert(1)>",
  "<javascript:alert(1)>",
  "<JAVASCRIPT:alert(1)>",
  "<data:text/html,alert(1)>",
  "<vbscript:alert(1)>",
  // raw HTML with event handlers and active content
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">text after',
  "text <b onmouseover=alert(1)>inline</b> more",
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  // SVG and MathML mutation cases
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  // markdown that builds attributes out of link text or titles
  '[x](https://example.com "\\" onmouseover=alert(1) x=\\"")',
  '![a" onerror="alert(1)](https://example.com/a.png)',
  "[<img src=x onerror=alert(1)>](https://example.com)",
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  "> <iframe src=javascript:alert(1)>",
  "- [ ] <img src=x onerror=alert(1)>\n- [x] done",
];

const allowedAttributes: Record<string, string[]> = {
  a: ["href", "title", "rel"],
  img: ["src", "alt", "title", "loading"],
  ol: ["start"],
  th: ["align"],
  td: ["align"],
  code: ["class"],
};
const allowedTags = new Set([
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
]);

function decodeAttribute(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every tag and attribute in the output, as a browser would parse this well-formed markup. */
function tagsOf(html: string) {
  const tags: { name: string; attributes: Record<string, string> }[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[2]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = decodeAttribute(attribute[2] ?? "");
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

function expectNoExecutableContent(html: string) {
  // Anything that looks like markup outside a tag is escaped; "<" only opens allowed tags.
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w:-]*)/g)) {
    expect(allowedTags, `tag <${match[1]}> in ${html}`).toContain(match[1]!.toLowerCase());
  }
  for (const { name, attributes } of tagsOf(html)) {
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(
        allowedAttributes[name] ?? [],
        `attribute ${attribute} on <${name}> in ${html}`,
      ).toContain(attribute);
      if (attribute === "href" || attribute === "src") {
        // eslint-disable-next-line no-control-regex -- browsers ignore these characters in URLs
        const url = value.replace(/[\u0000-\u0020]/g, "");
        expect(
          url === "" || /^(https?:|mailto:|\/|#|\?|\.|[^:]*$)/i.test(url),
          `unsafe ${attribute}=${value}`,
        ).toBe(true);
        expect(url).not.toMatch(/^(javascript|data|vbscript|file):/i);
      }
    }
  }
}

describe("renderMarkdown with hostile input", () => {
  it("has a corpus of at least 40 hostile inputs", () => {
    expect(hostileInputs.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostileInputs)("leaves nothing executable in %j", (input) => {
    expectNoExecutableContent(renderMarkdown(input));
  });

  it.each(hostileInputs)("leaves nothing executable in %j inside a longer post", (input) => {
    expectNoExecutableContent(
      renderMarkdown(
        `# Heading\n\nSome **text** first.\n\n${input}\n\nAnd a [safe link](https://example.com).`,
      ),
    );
  });

  it("keeps a refused link's text with an empty href", () => {
    expect(renderMarkdown("[click here](javascript:alert(1))")).toBe(
      '<p><a href="">click here</a></p>\n',
    );
    expect(renderMarkdown("[click][r]\n\n[r]: vbscript:msgbox(1)")).toBe(
      '<p><a href="">click</a></p>\n',
    );
  });

  it("shows raw HTML as text instead of markup", () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)">');
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).not.toContain("<img");
  });

  it("drops images whose source is not http(s) or relative", () => {
    expect(renderMarkdown("![a](data:image/png;base64,AAAA)")).not.toContain("<img");
    expect(renderMarkdown("![a](javascript:alert(1))")).not.toContain("<img");
  });
});

describe("renderMarkdown with ordinary content", () => {
  it("renders headings below the page title, emphasis, lists and quotes", () => {
    const html = renderMarkdown(
      "# Title\n\n## Part\n\nSome *em* and **strong**.\n\n- one\n- two\n\n1. first\n\n> quoted",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<strong>strong</strong>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<ol>\n<li>first</li>");
    expect(html).toContain("<blockquote>");
  });

  it("keeps code blocks with their language and escapes their content", () => {
    const html = renderMarkdown("```ts\nconst a = '<b>';\n```");
    expect(html).toContain('<pre><code class="language-ts">');
    expect(html).toContain("const a = '&lt;b&gt;';");
  });

  it("keeps relative, http, https and mailto links, marking external ones", () => {
    expect(renderMarkdown("[a](/blog/post)")).toContain('<a href="/blog/post">a</a>');
    expect(renderMarkdown("[a](#section)")).toContain('<a href="#section">a</a>');
    expect(renderMarkdown("[a](http://example.com/x?y=1&z=2)")).toContain(
      '<a href="http://example.com/x?y=1&amp;z=2" rel="noopener noreferrer">a</a>',
    );
    expect(renderMarkdown('[a](https://example.com "Title")')).toContain(
      '<a href="https://example.com" title="Title" rel="noopener noreferrer">a</a>',
    );
    expect(renderMarkdown("[mail](mailto:hello@example.com)")).toContain(
      '<a href="mailto:hello@example.com">mail</a>',
    );
  });

  it("keeps https and relative images, loaded lazily", () => {
    expect(renderMarkdown("![Chart](https://example.com/c.png)")).toContain(
      '<img src="https://example.com/c.png" alt="Chart" loading="lazy" />',
    );
    expect(renderMarkdown("![Chart](/images/c.png)")).toContain(
      '<img src="/images/c.png" alt="Chart" loading="lazy" />',
    );
  });

  it("renders tables", () => {
    const html = renderMarkdown("| a | b |\n|---|--:|\n| 1 | 2 |");
    expect(html).toContain("<table>");
    expect(html).toContain('<td align="right">2</td>');
  });
});

describe("safeUrl", () => {
  it.each([
    ["https://example.com/a", "https://example.com/a"],
    ["/blog/a", "/blog/a"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["javascript:alert(1)", ""],
    [" \tJaVa\nScRiPt:alert(1)", ""],
    ["&#x6a;avascript:alert(1)", ""],
    ["data:text/html,x", ""],
    ["vbscript:x", ""],
    ["tel:+49", ""],
  ])("%j → %j", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});

describe("addressesInMarkdown", () => {
  const pointing = [
    '![a](/media/x.png) and [b](https://example.com/?a=1&b=2 "Title")',
    "[![inner](/i.png)](/outer)",
    "![a](&#47;media&#47;x&#x59;.png) [b](/c&amp;#46;d) [e](</f g>)",
    "[ref]: /media/%2Ex.png\n\n![r][ref] [again][ref]",
    "https://www.example.com/a%20b and www.example.org",
    "| a | b |\n|---|---|\n| ![t](/t.png) | [u](/u) |",
    "- [list](/l)\n  > ![quoted](/q.png)",
    "# [heading](/h)\n\n**[strong](/s)** ~~[gone](/g)~~",
  ];

  it.each([...pointing, ...hostileInputs])(
    "reads every address the page renders for %j",
    (markdown) => {
      const onPage = addressesInHtml(renderMarkdown(markdown));
      const found = addressesInMarkdown(markdown);
      expect(found).toEqual(expect.arrayContaining(onPage));
      const distinct = (list: string[]) => [...new Set(list)].sort();
      if (!markdown.includes("<")) expect(distinct(found)).toEqual(distinct(onPage));
    },
  );

  it("reads the addresses of raw HTML too, which the page shows as text", () => {
    expect(addressesInMarkdown('<img src="/a&#46;png" srcset="/b.png 1x,/c.png 2x">')).toEqual(
      expect.arrayContaining(["/a.png", "/b.png", "/c.png"]),
    );
    expect(renderMarkdown('<img src="/a.png">')).not.toContain("<img");
  });
});

describe("MARKDOWN_RENDERING_VERSION", () => {
  // Posts keep the HTML they were rendered to when saved, marked with this version: a change to
  // the rendering must raise it, or pages would go on showing HTML the renderer no longer gives.
  const RENDERED_BY_VERSION: Record<number, string> = {
    1: "28de8f3e154269240da59c7a2008441d617c10169e424b95fe6d69c68ffe7635",
  };
  // Every construct a post can hold, hostile ones included. Kept as it is: a new case belongs
  // in the tests above, since a change here changes the fingerprint without the rendering.
  const RENDERING_SAMPLE = [
    "# Title\n\n## Section\n\n### Sub-section\n\n#### Deeper\n\nPlain text, **bold**, *emphasis*, ~~struck~~, `code`.",
    "- one\n- two\n  - nested\n\n1. first\n2. second\n\n- [ ] open\n- [x] done",
    "> A quote\n> on two lines\n\n---\n\nAfter a rule.",
    '```ts\nconst a = 1 < 2 && "b";\n```\n\n    indented code',
    "| a | b |\n| :-- | --: |\n| 1 | 2 |",
    "[inside](/blog/x) [outside](https://example.com/a?b=c&d=e) [mail](mailto:a@example.com) <https://auto.example.com>",
    '![an image](https://example.com/i.png "a title") ![relative](/media/a.png)',
    "Line one  \nline two\\\nline three &amp; &copy; &#169; &#x1F600;",
    '<script>alert(1)</script>\n\n<b onclick="x">inline</b> <!-- comment -->',
    "[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) ![x](data:image/svg+xml;base64,PHN2Zz4=)",
    "Text with a footnote-like [^1] and a reference [link][ref].\n\n[ref]: https://example.com/ref",
    "Ünïcödé, 中文, emoji 🚀, right-to-left مرحبا, and a zero\u200bwidth space.",
  ];

  it("is raised whenever the rendering of the same text changes", async () => {
    const bytes = new TextEncoder().encode(RENDERING_SAMPLE.map(renderMarkdown).join("\u0000"));
    const fingerprint = Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");
    expect(
      fingerprint,
      `renderMarkdown now gives other HTML: raise MARKDOWN_RENDERING_VERSION and record ${fingerprint} for it here`,
    ).toBe(RENDERED_BY_VERSION[MARKDOWN_RENDERING_VERSION]);
  });
});
