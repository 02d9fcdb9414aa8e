/**
 * The site's own pages as they were written in code, one document per page: what the seed
 * writes into a fresh database and what a page shows while its stored document cannot be read.
 * app/schemas/site-pages.ts holds their shape (site-pages.test.ts parses each against it).
 * Legal texts become Markdown here: `## ` starts a numbered section, `{privacyEmail}` and
 * `{contactEmail}` become mail links of the company's addresses, and on the cookie page
 * `{cookieCategories}` and `{cookiePreferences}` on a line of their own show the consent
 * choices and the button that changes them.
 */
import { aboutIntro, achievements, stats } from "./about";
import { aboutSection, hero, heroTargets, servicesSection } from "./home";
import { cookiePolicy } from "./legal/cookie-policy";
import { privacyIntro, privacySections } from "./legal/privacy";
import { termsIntro, termsSections } from "./legal/terms";
import type { LegalSection } from "./legal/types";
import { resourceKindLabels, resources, resourcesHeading } from "./resources";
import { aiCoreFlag, services } from "./services";
import { site } from "./site";
import { agents, teamCta, teamHeading, teamIntro, teamSummary } from "./team";

function sectionMarkdown({ title, paragraphs, list }: LegalSection) {
  return [
    `## ${title}`,
    ...paragraphs,
    ...(list ? [list.map((item) => `- ${item}`).join("\n")] : []),
  ].join("\n\n");
}

const cookieBody = [
  sectionMarkdown({ title: "What Are Cookies?", paragraphs: cookiePolicy.intro }),
  sectionMarkdown({
    title: "Cookies We Use",
    paragraphs: [
      "We group the cookies on our website into four categories. Only necessary cookies are set without your consent.",
      "{cookieCategories}",
    ],
  }),
  sectionMarkdown({
    title: "Managing Your Cookies",
    paragraphs: [...cookiePolicy.managing, "{cookiePreferences}"],
  }),
  sectionMarkdown({
    title: "Third-Party Cookies",
    paragraphs: [
      cookiePolicy.thirdParty.intro,
      ...cookiePolicy.thirdParty.providers.map(
        (provider) => `**${provider.name}**  \n${provider.purpose}`,
      ),
    ],
  }),
  sectionMarkdown({ title: "Your Rights", paragraphs: cookiePolicy.rights }),
  sectionMarkdown({ title: "Updates to This Policy", paragraphs: cookiePolicy.updates }),
  sectionMarkdown({
    title: "Contact Us",
    paragraphs: [...cookiePolicy.contact, "Read our [Privacy Policy](/privacy)."],
  }),
].join("\n\n");

export const defaultSitePages = {
  home: {
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      highlight: hero.highlight,
      subtitle: hero.subtitle,
      primaryCta: { label: hero.primaryCta, href: `/#${heroTargets.primary}` },
      secondaryCta: { label: hero.secondaryCta, href: `/#${heroTargets.secondary}` },
      highlights: ["60% faster delivery", "100+ AI projects delivered", "24/7 AI support"],
    },
    servicesHeading: servicesSection,
    services: services.map((service) => ({ ...service, features: [...service.features] })),
    aiCoreFlag,
    aboutHeading: aboutSection,
    aboutParagraphs: [...aboutIntro],
    figures: stats.map((stat) => ({ ...stat })),
    achievements: achievements.map((achievement) => ({ ...achievement })),
  },
  team: {
    heading: { ...teamHeading, intro: teamIntro },
    figures: teamSummary.map((tile) => ({ ...tile })),
    membersHeading: "Our AI agents",
    members: agents.map((agent) => ({
      name: agent.name,
      role: agent.role,
      model: agent.model,
      bio: agent.description,
      specialties: [...agent.specialties],
      stats: agent.stats.map((stat) => ({ ...stat })),
      photo: null as string | null,
    })),
    cta: { ...teamCta },
  },
  resources: {
    heading: { ...resourcesHeading },
    sections: (["guide", "case-study"] as const).map((kind) => ({
      title: kind === "guide" ? "Guides" : "Case studies",
      label: resourceKindLabels[kind],
      entries: resources
        .filter((resource) => resource.kind === kind)
        .map(({ title, summary, tags, readTime }) => ({
          title,
          summary,
          tags: [...tags],
          readTime,
        })),
    })),
  },
  privacy: {
    title: "Privacy Policy",
    intro: privacyIntro,
    body: privacySections.map(sectionMarkdown).join("\n\n"),
  },
  terms: {
    title: "Terms of Service",
    intro: termsIntro,
    body: termsSections.map(sectionMarkdown).join("\n\n"),
  },
  cookies: {
    title: "Cookie Policy",
    intro:
      "This policy explains which cookies and similar technologies we use on our website, what they are for, how long they are kept and how you can change your choices.",
    body: cookieBody,
  },
  site: {
    name: site.name,
    legalName: site.legalName,
    legalForm: site.legalForm,
    tagline: site.tagline,
    address: { ...site.address },
    phone: "",
    emails: { contact: site.emails.contact, privacy: site.emails.privacy },
    socialLinks: [] as { label: string; url: string }[],
    registrationNumber: site.registrationNumber,
    registrationCourt: site.registrationCourt,
    vatId: site.vatId,
    shareCapital: site.shareCapital,
    bank: { ...site.bank },
    gdprStatement: site.gdprStatement,
  },
};
