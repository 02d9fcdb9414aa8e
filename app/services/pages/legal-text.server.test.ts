import { describe, expect, it } from "vitest";
import { privacySections } from "~/content/legal/privacy";
import { termsSections } from "~/content/legal/terms";
import { defaultSitePages } from "~/content/site-pages";
import type { LegalPart } from "~/lib/legal-body";
import { renderLegalBody } from "./legal-text.server";

const company = defaultSitePages.site;
const textOf = (parts: LegalPart[]) =>
  parts
    .map((part) => ("html" in part ? part.html : `{${part.block}}`))
    .join(" ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
const plain = (texts: string[]) =>
  texts
    .join(" ")
    .replaceAll("{privacyEmail}", company.emails.privacy)
    .replaceAll("{contactEmail}", company.emails.contact)
    .replace(/\s+/g, " ")
    .trim();

describe("renderLegalBody", () => {
  it("shows today's privacy policy and terms word for word, section by section", () => {
    for (const [name, sections] of [
      ["privacy", privacySections],
      ["terms", termsSections],
    ] as const) {
      const view = renderLegalBody(defaultSitePages[name].body, company, { blocksAllowed: false });
      expect(view.sections.map((section) => section.title)).toEqual(sections.map((s) => s.title));
      view.sections.forEach((section, index) => {
        const source = sections[index]!;
        expect(textOf(section.parts)).toBe(plain([...source.paragraphs, ...(source.list ?? [])]));
      });
    }
  });

  it("turns the address placeholders into mail links of the company's addresses", () => {
    const view = renderLegalBody("## Contact\n\nWrite to {privacyEmail}.", company, {
      blocksAllowed: false,
    });
    expect(view.sections[0]?.parts).toEqual([
      {
        html: `<p>Write to <a href="mailto:${company.emails.privacy}">${company.emails.privacy}</a>.</p>\n`,
      },
    ]);
  });

  it("places the cookie page's blocks only where allowed", () => {
    const body = "## Cookies\n\nBefore\n\n{cookieCategories}\n\nAfter";
    expect(renderLegalBody(body, company, { blocksAllowed: true }).sections[0]?.parts).toEqual([
      { html: "<p>Before</p>\n" },
      { block: "cookieCategories" },
      { html: "<p>After</p>\n" },
    ]);
    expect(
      renderLegalBody(body, company, { blocksAllowed: false }).sections[0]?.parts,
    ).toHaveLength(1);
  });

  it("removes scripts, raw HTML and javascript: links as posts do", () => {
    const view = renderLegalBody(
      "Intro <script>alert(1)</script>\n\n## One\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>",
      company,
      { blocksAllowed: false },
    );
    const html = [...view.preamble, ...view.sections.flatMap((s) => s.parts)]
      .map((part) => ("html" in part ? part.html : ""))
      .join("");
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain("&lt;script&gt;");
  });
});
