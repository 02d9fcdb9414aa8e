/**
 * The services' names, in the order of the home page's service cards (services.ts). Apart from
 * the cards' copy so that the footer, on every page, lists them without bringing that copy along.
 */
export const serviceTitles = [
  "Custom AI Development",
  "LLM Integration",
  "Machine Learning",
  "AI-Driven Web Development",
  "AI-Driven Mobile Development",
  "DevOps & MLOps",
  "Monitoring & Observability",
  "AI Enhancement of Existing Apps",
] as const;
