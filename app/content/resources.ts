/** Content for the resources area (/resources) and the not-found page. */

type ResourceKind = "guide" | "case-study";

export const resourceKindLabels: Record<ResourceKind, string> = {
  guide: "Guide",
  "case-study": "Case study",
};

export interface Resource {
  slug: string;
  kind: ResourceKind;
  title: string;
  summary: string;
  tags: string[];
  readTime: string;
}

interface PopularPage {
  name: string;
  href: string;
  description: string;
}

export const resourcesHeading = {
  title: "Resources",
  intro:
    "Practical guides, real-world case studies and articles from our blog to help you plan, build and run AI solutions with confidence.",
  searchPlaceholder: "Search guides, case studies and blog posts...",
  noResults: "No resources match your search.",
} as const;

export const resources: Resource[] = [
  {
    slug: "planning-your-first-ai-project",
    kind: "guide",
    title: "Planning Your First AI Project: A Step-by-Step Guide",
    summary:
      "How to pick the right use case, assess your data and define success criteria before you invest in development.",
    tags: ["Strategy", "Getting started", "Custom AI"],
    readTime: "8 min read",
  },
  {
    slug: "llm-integration-checklist",
    kind: "guide",
    title: "The LLM Integration Checklist for Business Applications",
    summary:
      "Everything to consider when adding large language models to your product, from retrieval and prompting to cost control and guardrails.",
    tags: ["LLM", "RAG", "Integration"],
    readTime: "10 min read",
  },
  {
    slug: "gdpr-and-ai-development",
    kind: "guide",
    title: "GDPR and the EU AI Act: What Development Teams Need to Know",
    summary:
      "A plain-English overview of data protection and AI regulation in the EU, and how to build compliance into your delivery process.",
    tags: ["Compliance", "GDPR", "EU AI Act"],
    readTime: "12 min read",
  },
  {
    slug: "mlops-from-notebook-to-production",
    kind: "guide",
    title: "MLOps Essentials: From Notebook to Production",
    summary:
      "The pipelines, versioning and monitoring practices that keep machine learning models reliable long after launch.",
    tags: ["MLOps", "DevOps", "Monitoring"],
    readTime: "9 min read",
  },
  {
    slug: "adding-ai-to-existing-apps",
    kind: "guide",
    title: "Adding AI to Existing Applications Without a Rewrite",
    summary:
      "Low-risk patterns for introducing intelligent features into mature software, with tips on measuring their impact.",
    tags: ["Modernisation", "Integration", "Web", "Mobile"],
    readTime: "7 min read",
  },
  {
    slug: "logistics-demand-forecasting",
    kind: "case-study",
    title: "Case Study: Demand Forecasting for a Regional Logistics Provider",
    summary:
      "A machine learning forecast that cut excess warehouse stock by a quarter and gave planners a reliable two-week outlook.",
    tags: ["Machine learning", "Forecasting", "Logistics"],
    readTime: "6 min read",
  },
  {
    slug: "insurance-claims-assistant",
    kind: "case-study",
    title: "Case Study: An LLM Assistant for Insurance Claims Handling",
    summary:
      "How a retrieval-augmented assistant helped claims handlers find policy answers in seconds while keeping data inside the EU.",
    tags: ["LLM", "Insurance", "Automation"],
    readTime: "7 min read",
  },
  {
    slug: "manufacturing-visual-inspection",
    kind: "case-study",
    title: "Case Study: Computer Vision Quality Inspection in Manufacturing",
    summary:
      "An on-premises vision model that detects surface defects on the production line and feeds results into existing quality systems.",
    tags: ["Computer vision", "Manufacturing", "MLOps"],
    readTime: "8 min read",
  },
];

export const popularPages: PopularPage[] = [
  {
    name: "Home",
    href: "/",
    description: "Discover our AI development services and how we work.",
  },
  {
    name: "Resources",
    href: "/resources",
    description: "Browse practical guides and case studies on AI projects.",
  },
  {
    name: "Team",
    href: "/team",
    description: "Meet the AI agents that power our delivery.",
  },
  {
    name: "Contact",
    href: "/contact",
    description: "Tell us about your project and get a reply within 2 hours.",
  },
];

/** Texts of the not-found page, word for word where the product quotes them. */
export const notFoundCopy = {
  code: "404",
  title: "Page Not Found",
  message: "Oops! The page you're looking for seems to have wandered off into the digital void...",
  searchPlaceholder: "Search our site...",
  searchButton: "Search",
  popularHeading: "Popular pages",
  goBack: "Go Back",
  goHome: "Go to Homepage",
  funFactHeading: "Did you know?",
  requestIdLabel: "Request ID",
} as const;

const funFacts: string[] = [
  'The term "artificial intelligence" was coined in the 1955 proposal for the Dartmouth summer workshop, held in 1956.',
  'Alan Turing proposed his "imitation game", now known as the Turing test, in a paper published in 1950.',
  "ELIZA, one of the first chatbots, was written at MIT in the mid-1960s and imitated a psychotherapist.",
  "In 1997 IBM's Deep Blue became the first computer to defeat a reigning world chess champion in a match.",
  "In 2016 DeepMind's AlphaGo beat Lee Sedol, one of the world's strongest Go players, by four games to one.",
  'The word "robot" comes from Karel Čapek\'s 1920 play R.U.R. and is derived from the Czech "robota", meaning forced labour.',
];

/** The longest search /resources uses (the form's maxlength; the server trims longer ones). */
export const RESOURCE_SEARCH_MAX_LENGTH = 200;

export function randomFunFact() {
  return funFacts[Math.floor(Math.random() * funFacts.length)]!;
}
