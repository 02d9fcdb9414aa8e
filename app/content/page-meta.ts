/**
 * Title, description and keywords of each public page: the pages' own `meta` exports render
 * them and /api/v1/ssr/page/{name} serves them, so both always say the same. They name the
 * company as its published details do, and a legal page takes its title from its published
 * text, so a publish changes the tags too; the rest of the copy is here. Titles name the
 * company once. Blog posts take theirs from the post.
 */
import { blogPageMeta } from "./blog-page";
import { site } from "./site";
import { defaultSitePages } from "./site-pages";

export { blogIntro } from "./blog-page";

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  ogImage?: string;
}

export const publicPagePaths = {
  home: "/",
  blog: blogPageMeta.path,
  team: "/team",
  resources: "/resources",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
} as const;

export type PageName = keyof typeof publicPagePaths;

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(publicPagePaths, name);
}

/** How the tags name the company (as the published company details do). */
export interface CompanyNames {
  name: string;
  legalName: string;
}

/** What the tags quote of the team page's document and of a legal page's. */
interface Figure {
  value: string;
  label: string;
}
interface TeamText {
  figures: readonly Figure[];
}
interface LegalText {
  title: string;
}

/** What a page's tags are written from: the company, and the page's own text where they quote it. */
export type PageMetaSource = { company: CompanyNames } & (
  | { name: "home" | "blog" | "resources" | "contact" }
  | { name: "team"; document: TeamText }
  | { name: "privacy" | "terms" | "cookies"; document: LegalText }
);

/** A figure as a sentence quotes it: "99.9% uptime", "11 AI agents". */
function quotedFigure({ value, label }: Figure) {
  return `${value} ${label.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())}`;
}

/** The team page's description quotes the page's figures, as its visitors see them. */
function teamDescription({ figures }: TeamText) {
  const intro = "Meet the specialised AI agents that work alongside our engineers";
  return figures.length ? `${intro}: ${figures.map(quotedFigure).join(", ")}.` : `${intro}.`;
}

export function publicPageMeta(source: PageMetaSource): PageMeta & { path: string } {
  const { name, legalName } = source.company;
  const path = publicPagePaths[source.name];
  switch (source.name) {
    case "home":
      return {
        path,
        title: `${name}: AI Development Services`,
        description: site.description,
        keywords:
          "AI development, LLM integration, machine learning, MLOps, AI automation, custom AI software",
      };
    case "blog":
      return { ...blogPageMeta, title: `Blog | ${name}` };
    case "team":
      return {
        path,
        title: `Our AI Team | ${name}`,
        description: teamDescription(source.document),
        keywords: "AI agents, AI team, AI development team",
      };
    case "resources":
      return {
        path,
        title: `Resources | ${name}`,
        description:
          "Practical guides and real-world case studies to help you plan, build and run AI solutions with confidence.",
        keywords: "AI guides, AI case studies, AI project planning",
      };
    case "contact":
      return {
        path,
        title: `Contact | ${name}`,
        description: `Tell us about your AI project. We reply ${site.replyPromise} with initial thoughts and next steps, with no obligation.`,
        keywords: "contact, AI project enquiry, free consultation",
      };
    case "privacy":
      return {
        path,
        title: `${source.document.title} | ${name}`,
        description: `How ${legalName} collects, uses and protects personal data under the GDPR.`,
      };
    case "terms":
      return {
        path,
        title: `${source.document.title} | ${name}`,
        description: `The terms that govern the services of ${legalName}.`,
      };
    case "cookies":
      return {
        path,
        title: `${source.document.title} | ${name}`,
        description:
          "Which cookies this site uses, why, for how long, and how to change your preferences.",
      };
  }
}

/** A page's tags as the code's own copy of the documents writes them (feeds built without reads). */
export function defaultPageMeta(name: PageName) {
  const company = defaultSitePages.site;
  if (name === "team") return publicPageMeta({ name, company, document: defaultSitePages.team });
  if (name === "privacy" || name === "terms" || name === "cookies")
    return publicPageMeta({ name, company, document: defaultSitePages[name] });
  return publicPageMeta({ name, company });
}
