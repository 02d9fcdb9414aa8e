/**
 * The site's own pages as documents an admin edits in the portal: one zod schema per page, the
 * fields the page shows and nothing else (no free-form HTML), with the limits stated here. The
 * forms, the admin API and its OpenAPI document all validate with these.
 */
import { z } from "zod";
import {
  emailField,
  httpsUrl,
  line,
  list,
  markdownBody,
  optionalLine,
  optionalMediaPath,
  paragraph,
  sitePath,
} from "./site-page-fields";

export const sitePageNames = [
  "home",
  "team",
  "resources",
  "privacy",
  "terms",
  "cookies",
  "site",
] as const;
export type SitePageName = (typeof sitePageNames)[number];

/** The pages whose text is a legal statement: only super admins change them. */
export const legalPageNames = ["privacy", "terms", "cookies"] as const satisfies SitePageName[];
export type LegalPageName = (typeof legalPageNames)[number];

export function isLegalPage(name: SitePageName): name is LegalPageName {
  return (legalPageNames as readonly string[]).includes(name);
}

/** Where a page stands: as published, with a draft not yet published, or due to change at a set time. */
export type SitePageStatus = "published" | "draft_changes" | "scheduled";

/** Names arrive from URLs in any case; the stored name is lower-case. */
export function parseSitePageName(raw: string | undefined): SitePageName | null {
  const name = raw?.toLowerCase();
  return (sitePageNames as readonly string[]).includes(name ?? "") ? (name as SitePageName) : null;
}

export const sitePageTitles: Record<SitePageName, string> = {
  home: "Home page",
  team: "Team",
  resources: "Resources",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  site: "Company details",
};

/** The public address of each page (the company details show on every page). */
export const sitePagePaths: Record<SitePageName, string> = {
  home: "/",
  team: "/team",
  resources: "/resources",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  site: "/",
};

/** The icons a card may show (drawn by app/components/ui/content-icon.tsx). */
export const contentIconNames = [
  "Activity",
  "Award",
  "Bot",
  "Brain",
  "CalendarClock",
  "Code2",
  "Cpu",
  "Mail",
  "MessageSquare",
  "Rocket",
  "Server",
  "ShieldCheck",
  "Smartphone",
  "Sparkles",
  "Wrench",
] as const;

/** The colour pairs a service card's icon may take (the stylesheet has these and no others). */
export const cardGradients = [
  "from-violet-500 to-indigo-600",
  "from-fuchsia-500 to-pink-600",
  "from-cyan-500 to-blue-600",
  "from-emerald-500 to-teal-600",
  "from-orange-500 to-amber-600",
  "from-sky-500 to-cyan-600",
  "from-rose-500 to-red-600",
  "from-lime-500 to-green-600",
] as const;

const icon = z.enum(contentIconNames, { message: "Choose one of the listed icons." });

const sectionHeading = z.object({
  eyebrow: line(60),
  title: line(80),
  highlight: optionalLine(80),
  intro: paragraph(600),
});

const callToAction = z.object({ label: line(40), href: sitePath() });

const figure = z.object({ value: line(12), label: line(40) });

export const homeDocumentSchema = z.object({
  hero: z.object({
    eyebrow: line(80),
    title: line(80),
    highlight: optionalLine(80),
    subtitle: paragraph(400),
    primaryCta: callToAction,
    secondaryCta: callToAction,
    highlights: list(line(60), 0, 6, "highlights"),
  }),
  servicesHeading: sectionHeading,
  services: list(
    z.object({
      icon,
      title: line(60),
      description: paragraph(300),
      features: list(line(80), 1, 8, "features"),
      gradient: z.enum(cardGradients, { message: "Choose one of the listed colours." }),
      highlight: z.boolean(),
    }),
    1,
    12,
    "services",
  ),
  aiCoreFlag: line(20),
  aboutHeading: sectionHeading,
  aboutParagraphs: list(paragraph(800), 1, 6, "paragraphs"),
  figures: list(figure, 0, 8, "figures"),
  achievements: list(
    z.object({ icon, title: line(60), description: paragraph(300) }),
    0,
    6,
    "achievements",
  ),
});

export const teamDocumentSchema = z.object({
  heading: z.object({ eyebrow: line(60), title: line(100), intro: paragraph(800) }),
  figures: list(figure, 0, 8, "figures"),
  membersHeading: line(80),
  members: list(
    z.object({
      name: line(60),
      role: line(80),
      model: optionalLine(100),
      bio: paragraph(500),
      specialties: list(line(60), 0, 8, "specialties"),
      stats: list(figure.extend({ value: line(16) }), 0, 4, "figures"),
      photo: optionalMediaPath,
    }),
    1,
    40,
    "members",
  ),
  cta: z.object({
    title: line(100),
    description: paragraph(300),
    label: line(40),
    href: sitePath(),
  }),
});

export const resourcesDocumentSchema = z.object({
  heading: z.object({
    title: line(60),
    intro: paragraph(400),
    searchPlaceholder: line(80),
    noResults: line(120),
  }),
  sections: list(
    z.object({
      title: line(60),
      /** What each entry's card says it is ("Guide"). */
      label: line(30),
      entries: list(
        z.object({
          title: line(120),
          summary: paragraph(400),
          tags: list(line(30), 0, 8, "tags"),
          readTime: line(20),
        }),
        0,
        30,
        "entries",
      ),
    }),
    1,
    6,
    "sections",
  ),
});

export const LEGAL_BODY_MAX_LENGTH = 60_000;

export const legalDocumentSchema = z.object({
  title: line(80),
  intro: paragraph(600),
  body: markdownBody(LEGAL_BODY_MAX_LENGTH),
});

export const siteDocumentSchema = z.object({
  name: line(60),
  legalName: line(120),
  legalForm: line(120),
  tagline: line(160),
  address: z.object({
    street: line(100),
    postalCode: line(16),
    city: line(60),
    country: line(60),
  }),
  phone: optionalLine(30).regex(
    /^(\+?[0-9 ()/.-]{5,30})?$/,
    "Enter a phone number such as +49 89 1234567.",
  ),
  emails: z.object({ contact: emailField(), privacy: emailField() }),
  socialLinks: list(z.object({ label: line(40), url: httpsUrl() }), 0, 8, "links"),
  registrationNumber: line(60),
  registrationCourt: line(120),
  vatId: line(30),
  shareCapital: line(80),
  bank: z.object({ name: line(80), iban: line(42), bic: line(11) }),
  /** The statement in the footer's last line. */
  gdprStatement: paragraph(400),
});

export type HomeDocument = z.infer<typeof homeDocumentSchema>;
export type TeamDocument = z.infer<typeof teamDocumentSchema>;
export type ResourcesDocument = z.infer<typeof resourcesDocumentSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

export const sitePageSchemas = {
  home: homeDocumentSchema,
  team: teamDocumentSchema,
  resources: resourcesDocumentSchema,
  privacy: legalDocumentSchema,
  terms: legalDocumentSchema,
  cookies: legalDocumentSchema,
  site: siteDocumentSchema,
} as const;

export interface SitePageDocuments {
  home: HomeDocument;
  team: TeamDocument;
  resources: ResourcesDocument;
  privacy: LegalDocument;
  terms: LegalDocument;
  cookies: LegalDocument;
  site: SiteDocument;
}

export type SitePageDocument = SitePageDocuments[SitePageName];
