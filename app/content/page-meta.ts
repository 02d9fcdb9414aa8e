/**
 * Title, description and keywords of each public page: the pages' own `meta` exports render
 * them and /api/v1/ssr/page/{name} serves them, so both always say the same. Titles name the
 * company once. Blog posts take theirs from the post.
 */
import { blogPageMeta } from "./blog-page";
import { site } from "./site";

export { blogIntro } from "./blog-page";

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  ogImage?: string;
}

export const publicPageMeta = {
  home: {
    path: "/",
    title: `${site.name}: AI Development Services`,
    description: site.description,
    keywords:
      "AI development, LLM integration, machine learning, MLOps, AI automation, custom AI software",
  },
  blog: blogPageMeta,
  team: {
    path: "/team",
    title: `Our AI Team | ${site.name}`,
    description:
      "Meet the 11 specialised AI agents that work alongside our engineers: available 24/7, 99.9% uptime, 50ms average response.",
    keywords: "AI agents, AI team, AI development team",
  },
  resources: {
    path: "/resources",
    title: `Resources | ${site.name}`,
    description:
      "Practical guides and real-world case studies to help you plan, build and run AI solutions with confidence.",
    keywords: "AI guides, AI case studies, AI project planning",
  },
  contact: {
    path: "/contact",
    title: `Contact | ${site.name}`,
    description: `Tell us about your AI project. We reply ${site.replyPromise} with initial thoughts and next steps, with no obligation.`,
    keywords: "contact, AI project enquiry, free consultation",
  },
  privacy: {
    path: "/privacy",
    title: `Privacy Policy | ${site.name}`,
    description: `How ${site.legalName} collects, uses and protects personal data under the GDPR.`,
  },
  terms: {
    path: "/terms",
    title: `Terms of Service | ${site.name}`,
    description: `The terms that govern the services of ${site.legalName}.`,
  },
  cookies: {
    path: "/cookies",
    title: `Cookie Policy | ${site.name}`,
    description:
      "Which cookies this site uses, why, for how long, and how to change your preferences.",
  },
} satisfies Record<string, PageMeta & { path: string }>;

export type PageName = keyof typeof publicPageMeta;

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(publicPageMeta, name);
}
