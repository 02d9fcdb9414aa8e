/** Copy for the home page (/): hero and section headings. */

export interface SectionHeading {
  eyebrow: string;
  title: string;
  /** Part of the title shown with gradient emphasis, rendered after `title`. */
  highlight: string;
  intro: string;
}

export const hero = {
  eyebrow: "EU-based AI development partner since 2015",
  title: "Intelligent software,",
  highlight: "built faster with AI",
  subtitle:
    "We design, build and run custom AI solutions, from LLM-powered assistants to production machine learning, so your business can move from idea to measurable results in weeks, not months.",
  primaryCta: "Start Your Project",
  secondaryCta: "Learn More",
} as const;

/** Hero CTA targets: primary scrolls to contact, secondary to about. */
export const heroTargets = {
  primary: "contact",
  secondary: "about",
} as const;

export const servicesSection: SectionHeading = {
  eyebrow: "What we do",
  title: "AI development services",
  highlight: "for every stage",
  intro:
    "From the first proof of concept to round-the-clock monitoring, we cover the full life cycle of intelligent software. Our core AI services are complemented by the web, mobile and infrastructure expertise needed to put them into production.",
};

export const aboutSection: SectionHeading = {
  eyebrow: "About us",
  title: "Engineers and AI agents,",
  highlight: "working as one team",
  intro:
    "We pair experienced engineers with specialised AI agents to deliver dependable AI solutions faster, with the transparency and data protection European businesses expect.",
};
