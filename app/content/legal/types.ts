/** Render `paragraphs` first, then `list` (if any) as a bulleted list. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}
