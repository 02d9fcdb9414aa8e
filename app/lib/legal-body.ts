/** A legal page's text as the server renders it for its page (services/pages/legal-text). */

export const legalBlocks = ["cookieCategories", "cookiePreferences"] as const;
export type LegalBlock = (typeof legalBlocks)[number];

/** A piece of a section: sanitised HTML rendered from Markdown, or a block the code draws. */
export type LegalPart = { html: string } | { block: LegalBlock };

export interface LegalSectionView {
  title: string;
  parts: LegalPart[];
}

export interface LegalBodyView {
  /** What comes before the first heading, if anything. */
  preamble: LegalPart[];
  sections: LegalSectionView[];
}
