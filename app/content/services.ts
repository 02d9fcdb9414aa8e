/** Service cards for the home page services section (anchor id "services"). */
import { serviceTitles } from "./service-titles";

const [
  customAi,
  llmIntegration,
  machineLearning,
  webDevelopment,
  mobileDevelopment,
  devOps,
  monitoring,
  aiEnhancement,
] = serviceTitles;

export interface ServiceCard {
  /** PascalCase icon name from the lucide-react icon set. */
  icon: string;
  title: string;
  description: string;
  features: string[];
  /** Tailwind v4 gradient stop pair, used with `bg-gradient-to-*` / `bg-linear-to-*`. */
  gradient: string;
  /** Highlighted cards carry the "AI CORE" flag. */
  highlight: boolean;
}

/** Label shown on highlighted cards. */
export const aiCoreFlag = "AI CORE";

export const services: ServiceCard[] = [
  {
    icon: "Brain",
    title: customAi,
    description:
      "Bespoke AI systems designed around your data, processes and goals, taken from first prototype to production-grade deployment.",
    features: [
      "Use-case discovery and feasibility studies",
      "Proof of concept within weeks",
      "Production-ready model deployment",
      "Transparent, explainable results",
    ],
    gradient: "from-violet-500 to-indigo-600",
    highlight: true,
  },
  {
    icon: "Bot",
    title: llmIntegration,
    description:
      "Put large language models such as ChatGPT and Claude to work inside your products and workflows, safely and cost-effectively.",
    features: [
      "Retrieval-augmented generation on your own data",
      "AI assistants and copilots for teams and customers",
      "Prompt engineering and systematic evaluation",
      "Guardrails, privacy controls and cost management",
    ],
    gradient: "from-fuchsia-500 to-pink-600",
    highlight: true,
  },
  {
    icon: "Cpu",
    title: machineLearning,
    description:
      "Predictive models that turn historical data into forecasts, classifications and recommendations your teams can act on.",
    features: [
      "Forecasting and demand planning",
      "Classification and anomaly detection",
      "Recommendation engines",
      "Computer vision and document processing",
    ],
    gradient: "from-cyan-500 to-blue-600",
    highlight: true,
  },
  {
    icon: "Code2",
    title: webDevelopment,
    description:
      "Fast, accessible web applications with intelligent features built in, from personalised search to conversational interfaces.",
    features: [
      "Modern React and Remix applications",
      "AI-powered search and personalisation",
      "Accessible, responsive user interfaces",
      "Secure APIs and back-end services",
    ],
    gradient: "from-emerald-500 to-teal-600",
    highlight: false,
  },
  {
    icon: "Smartphone",
    title: mobileDevelopment,
    description:
      "Native and cross-platform apps for iOS and Android that combine on-device and cloud AI for smarter user experiences.",
    features: [
      "iOS and Android, native or cross-platform",
      "On-device inference for speed and privacy",
      "Voice, image and text recognition",
      "App Store and Google Play release support",
    ],
    gradient: "from-orange-500 to-amber-600",
    highlight: false,
  },
  {
    icon: "Server",
    title: devOps,
    description:
      "Reliable pipelines and infrastructure that move applications and models from the laptop into production, and keep them running there.",
    features: [
      "CI/CD pipelines for code and models",
      "Containerised, cloud-agnostic infrastructure",
      "Model versioning and automated retraining",
      "EU-hosted deployment options",
    ],
    gradient: "from-sky-500 to-cyan-600",
    highlight: false,
  },
  {
    icon: "Activity",
    title: monitoring,
    description:
      "Round-the-clock insight into application health, model accuracy and data drift, so issues are caught before your users notice them.",
    features: [
      "24/7 uptime and performance monitoring",
      "Model drift and data-quality alerts",
      "Cost and usage dashboards",
      "Incident response and reporting",
    ],
    gradient: "from-rose-500 to-red-600",
    highlight: false,
  },
  {
    icon: "Wrench",
    title: aiEnhancement,
    description:
      "Add intelligent capabilities to the software you already run, step by step and without a costly rewrite.",
    features: [
      "AI readiness assessment of your current stack",
      "Incremental, low-risk feature roll-out",
      "Integration with legacy systems via APIs",
      "Measurable performance improvements",
    ],
    gradient: "from-lime-500 to-green-600",
    highlight: false,
  },
];
