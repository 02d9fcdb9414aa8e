/** Content for the AI team page (/team): "our AI agents". */

interface AgentStat {
  label: string;
  value: string;
}

export interface AgentCard {
  name: string;
  role: string;
  model: string;
  specialties: string[];
  description: string;
  stats: AgentStat[];
}

interface TeamSummaryTile {
  value: string;
  label: string;
}

export const teamHeading = {
  eyebrow: "Our AI agents",
  title: "Meet the team behind every project",
} as const;

export const teamIntro =
  "Our AI agents are specialised assistants that work alongside our engineers on every engagement. Each one is configured for a clearly defined role, from architecture and coding to testing, security and monitoring, and every result they produce is reviewed by an experienced human before it reaches you. The outcome is faster delivery with the care and accountability you expect from a professional partner.";

export const agents: AgentCard[] = [
  {
    name: "Atlas",
    role: "Solution Architect",
    model: "Reasoning LLM with architecture knowledge base",
    specialties: [
      "System and data architecture",
      "Technology selection",
      "Scalability planning",
      "Cost estimation",
    ],
    description:
      "Atlas translates business goals into technical blueprints, weighing trade-offs between cost, performance and maintainability before a single line of code is written.",
    stats: [
      { label: "Architectures designed", value: "120+" },
      { label: "Average review time", value: "4 min" },
      { label: "Estimate accuracy", value: "92%" },
    ],
  },
  {
    name: "Forge",
    role: "Lead Software Engineer",
    model: "Code-specialised LLM",
    specialties: ["TypeScript and Python", "API design", "Refactoring legacy code"],
    description:
      "Forge writes clean, well-documented production code and pairs with our engineers to turn specifications into working features quickly and consistently.",
    stats: [
      { label: "Pull requests authored", value: "8,500+" },
      { label: "Review pass rate", value: "96%" },
      { label: "Languages", value: "12" },
    ],
  },
  {
    name: "Nova",
    role: "Machine Learning Engineer",
    model: "AutoML pipeline with LLM orchestration",
    specialties: [
      "Model selection and training",
      "Feature engineering",
      "Hyperparameter tuning",
      "Model evaluation",
    ],
    description:
      "Nova explores your data, trains candidate models and documents why the chosen model performs best, so every prediction can be explained and defended.",
    stats: [
      { label: "Models trained", value: "3,200+" },
      { label: "Experiments per day", value: "150" },
      { label: "Avg. accuracy gain", value: "+18%" },
    ],
  },
  {
    name: "Lexa",
    role: "LLM Integration Specialist",
    model: "Multi-provider LLM router",
    specialties: [
      "Retrieval-augmented generation",
      "Prompt engineering",
      "LLM evaluation and guardrails",
    ],
    description:
      "Lexa connects large language models to your documents and systems, tests prompts against realistic scenarios and keeps answers grounded in your own data.",
    stats: [
      { label: "Assistants launched", value: "40+" },
      { label: "Evaluation cases run", value: "250k" },
      { label: "Grounded answer rate", value: "97%" },
    ],
  },
  {
    name: "Quarry",
    role: "Data Engineer",
    model: "LLM agent with SQL and pipeline tooling",
    specialties: ["Data pipelines and ETL", "Data quality checks", "Warehouse modelling"],
    description:
      "Quarry builds the data foundations that AI depends on: reliable pipelines, well-modelled warehouses and automated checks that flag bad data early.",
    stats: [
      { label: "Pipelines built", value: "300+" },
      { label: "Rows validated daily", value: "2B" },
      { label: "Data incidents caught", value: "1,100+" },
    ],
  },
  {
    name: "Pixel",
    role: "Front-end & UX Engineer",
    model: "Multimodal LLM with design tooling",
    specialties: [
      "Responsive interfaces",
      "Accessibility (WCAG 2.1 AA)",
      "Design systems",
      "Conversational UI",
    ],
    description:
      "Pixel turns wireframes into polished, accessible interfaces and makes sure AI features feel natural to use on every screen size.",
    stats: [
      { label: "Components built", value: "4,000+" },
      { label: "Accessibility score", value: "100" },
      { label: "Avg. page weight cut", value: "35%" },
    ],
  },
  {
    name: "Orbit",
    role: "Mobile Developer",
    model: "Code-specialised LLM with mobile SDK tooling",
    specialties: ["iOS and Android", "Cross-platform frameworks", "On-device inference"],
    description:
      "Orbit builds fast, battery-friendly mobile apps and brings AI features on device where privacy and low latency matter most.",
    stats: [
      { label: "Apps shipped", value: "35+" },
      { label: "Crash-free sessions", value: "99.8%" },
      { label: "Avg. store rating", value: "4.7" },
    ],
  },
  {
    name: "Vector",
    role: "DevOps & MLOps Engineer",
    model: "Infrastructure-as-code agent",
    specialties: [
      "CI/CD pipelines",
      "Container orchestration",
      "Model deployment and versioning",
      "Cloud cost optimisation",
    ],
    description:
      "Vector automates builds, tests and deployments for both applications and models, keeping environments reproducible and releases uneventful.",
    stats: [
      { label: "Deployments automated", value: "25k+" },
      { label: "Avg. pipeline time", value: "7 min" },
      { label: "Infra cost saved", value: "30%" },
    ],
  },
  {
    name: "Sentinel",
    role: "Security & Compliance Analyst",
    model: "Security-tuned LLM with static analysis",
    specialties: ["Secure code review", "Dependency scanning", "GDPR and privacy checks"],
    description:
      "Sentinel reviews every change for vulnerabilities and privacy risks, and keeps the documentation our clients need for audits up to date.",
    stats: [
      { label: "Code reviews", value: "12k+" },
      { label: "Vulnerabilities fixed", value: "2,300+" },
      { label: "Critical issues shipped", value: "0" },
    ],
  },
  {
    name: "Verity",
    role: "QA & Test Engineer",
    model: "Test-generation LLM",
    specialties: [
      "Automated test generation",
      "End-to-end testing",
      "Model regression testing",
      "Performance testing",
    ],
    description:
      "Verity writes and maintains test suites for code and models alike, catching regressions long before they reach a production release.",
    stats: [
      { label: "Tests written", value: "60k+" },
      { label: "Avg. code coverage", value: "88%" },
      { label: "Defects caught pre-release", value: "95%" },
    ],
  },
  {
    name: "Echo",
    role: "Monitoring & Client Support",
    model: "Conversational LLM with observability tooling",
    specialties: ["24/7 monitoring and alerting", "First-line client support", "Incident triage"],
    description:
      "Echo watches over live systems around the clock, answers client questions instantly and escalates anything unusual to the right engineer without delay.",
    stats: [
      { label: "Availability", value: "24/7" },
      { label: "Median first reply", value: "50ms" },
      { label: "Issues auto-resolved", value: "70%" },
    ],
  },
];

export const teamSummary: TeamSummaryTile[] = [
  { value: "11", label: "AI agents" },
  { value: "24/7", label: "Availability" },
  { value: "99.9%", label: "Uptime" },
  { value: "50ms", label: "Average response" },
];

/** Call to action at the bottom of the team page; links to the contact section. */
export const teamCta = {
  title: "Put our AI agents to work on your project",
  description:
    "Tell us what you want to achieve and we will assemble the right combination of engineers and agents for the job.",
  label: "Start Your Project",
  href: "/#contact",
} as const;
