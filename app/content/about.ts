/** Content for the home page about section (anchor id "about"). */

interface Stat {
  value: string;
  label: string;
}

interface Achievement {
  /** PascalCase icon name from the lucide-react icon set. */
  icon: string;
  title: string;
  description: string;
}

export const aboutIntro: string[] = [
  "Since 2015 we have helped businesses across Europe turn artificial intelligence from a buzzword into working software. Our engineers and AI agents design, build and operate intelligent systems that solve real operational problems, from automating document-heavy processes to forecasting demand and powering customer-facing assistants.",
  "We combine experienced human oversight with a team of specialised AI agents. This lets us deliver faster without cutting corners: every model is tested, every release is reviewed and every project is run to clear, measurable goals agreed with you at the outset.",
  "As an EU-registered company, we treat data protection as a design principle rather than an afterthought. Your data stays under your control, our processes follow the GDPR, and our deployments can be hosted entirely within the European Union.",
];

export const stats: Stat[] = [
  { value: "60%", label: "Faster delivery" },
  { value: "100+", label: "AI projects delivered" },
  { value: "99%", label: "Client satisfaction" },
  { value: "24/7", label: "AI support" },
];

export const achievements: Achievement[] = [
  {
    icon: "Rocket",
    title: "15+ AI models deployed",
    description:
      "Production models in daily use for forecasting, document understanding, quality inspection and conversational support.",
  },
  {
    icon: "Award",
    title: "100% satisfaction guarantee",
    description:
      "If a delivered milestone does not meet the acceptance criteria we agreed, we rework it at no extra cost until it does.",
  },
  {
    icon: "ShieldCheck",
    title: "GDPR-compliant by design",
    description:
      "EU-based data processing, documented security controls and privacy impact assessments built into every engagement.",
  },
];
