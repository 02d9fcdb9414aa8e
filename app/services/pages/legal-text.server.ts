/**
 * A legal page's Markdown as its page shows it: `## ` headings start numbered sections (the
 * contents list names them), the company's addresses fill their placeholders as mail links,
 * and each part is rendered and sanitised exactly as a post is (raw HTML shown as text,
 * `javascript:` and other schemes dropped). On the cookie page two placeholders on a line of
 * their own stand for what the code draws: the consent categories and the button that opens
 * the consent dialog.
 */
import type { CompanyFacts } from "~/lib/company-facts";
import {
  legalBlocks,
  type LegalBlock,
  type LegalBodyView,
  type LegalPart,
  type LegalSectionView,
} from "~/lib/legal-body";
import { renderMarkdown } from "~/lib/markdown.server";

const BLOCK_LINE = new RegExp(`^\\{(${legalBlocks.join("|")})\\}$`);

/** Markdown link text keeps these characters literal when escaped. */
function markdownText(text: string) {
  return text.replace(/([\\`*_[\]()<>#!|])/g, "\\$1");
}

function withAddresses(markdown: string, company: Pick<CompanyFacts, "emails">) {
  const mailLink = (email: string) => `[${markdownText(email)}](mailto:${encodeURI(email)})`;
  return markdown
    .replaceAll("{privacyEmail}", mailLink(company.emails.privacy))
    .replaceAll("{contactEmail}", mailLink(company.emails.contact));
}

function renderParts(markdown: string, blocksAllowed: boolean): LegalPart[] {
  const parts: LegalPart[] = [];
  let pending: string[] = [];
  const flush = () => {
    const text = pending.join("\n").trim();
    if (text) parts.push({ html: renderMarkdown(text) });
    pending = [];
  };
  for (const line of markdown.split("\n")) {
    const block = blocksAllowed ? BLOCK_LINE.exec(line.trim())?.[1] : undefined;
    if (block) {
      flush();
      parts.push({ block: block as LegalBlock });
    } else pending.push(line);
  }
  flush();
  return parts;
}

export function renderLegalBody(
  body: string,
  company: Pick<CompanyFacts, "emails">,
  { blocksAllowed }: { blocksAllowed: boolean },
): LegalBodyView {
  const markdown = withAddresses(body, company);
  const pieces = markdown.split(/^## +(.+?) *#* *$/m);
  const [before = "", ...rest] = pieces;
  const sections: LegalSectionView[] = [];
  for (let index = 0; index + 1 < rest.length; index += 2)
    sections.push({
      title: rest[index]!.trim(),
      parts: renderParts(rest[index + 1] ?? "", blocksAllowed),
    });
  return { preamble: renderParts(before, blocksAllowed), sections };
}
