/**
 * The company's details as the footer, the contact section and the structured data show them:
 * the published "site" document (app/schemas/site-pages.ts has its rules), sent by the root
 * loader. The code's own facts (app/content/site.ts) have this shape too, for a page rendered
 * without the root's data (an error page).
 */
export interface CompanyFacts {
  name: string;
  legalName: string;
  legalForm: string;
  tagline: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** Optional here: the code's own facts have none (the published document always does). */
  phone?: string;
  emails: { contact: string; privacy: string };
  socialLinks?: { label: string; url: string }[];
  registrationNumber: string;
  registrationCourt: string;
  vatId: string;
  shareCapital: string;
  bank: { name: string; iban: string; bic: string };
  gdprStatement: string;
}
