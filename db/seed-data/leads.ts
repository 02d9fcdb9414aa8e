import type { LeadStatus } from "../lead-statuses";

/** Sample enquiries at every stage of the pipeline, for a local database only. */
interface SeedLead {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  projectType: string;
  message: string;
  status: LeadStatus;
  daysAgo: number;
  notes: string[];
}

export const seedLeads: SeedLead[] = [
  {
    firstName: "Mara",
    lastName: "Okafor",
    email: "mara.okafor@example.com",
    company: "Northwind Logistics",
    projectType: "ai-automation",
    message:
      "We process around 4,000 delivery notes a week by hand. Could an AI pipeline read them and fill our ERP? We would like to start with a pilot in Q1.",
    status: "new",
    daysAgo: 1,
    notes: [],
  },
  {
    firstName: "Jonas",
    lastName: "Berg",
    email: "jonas.berg@example.com",
    company: "Fjord Health",
    projectType: "llm-integration",
    message:
      "Our support team answers the same patient-portal questions every day. We are looking for an assistant grounded in our help centre, with strict data handling.",
    status: "contacted",
    daysAgo: 4,
    notes: ["Intro call booked for Thursday; they need everything hosted in the EU."],
  },
  {
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@example.com",
    company: "Lumen Retail",
    projectType: "ml-solution",
    message:
      "We want better demand forecasts for 300 stores. Today we use spreadsheets and last year's numbers.",
    status: "qualified",
    daysAgo: 9,
    notes: [
      "Budget confirmed for a 10-week engagement; data is in BigQuery.",
      "Sent the discovery workshop agenda.",
    ],
  },
  {
    firstName: "Tomás",
    lastName: "Silva",
    email: "tomas.silva@example.com",
    company: "Atlas Insurance",
    projectType: "custom-ai",
    message:
      "Claims triage takes our team days. We would like to classify incoming claims and route them automatically, with explanations auditors accept.",
    status: "won",
    daysAgo: 21,
    notes: ["Contract signed; kickoff on the 3rd.", "Project channel and repository set up."],
  },
  {
    firstName: "Elena",
    lastName: "Novak",
    email: "elena.novak@example.com",
    company: "Brightpath Academy",
    projectType: "ai-enhancement",
    message:
      "Could you add AI-generated practice questions to our learning app? We are a small team with a tight budget.",
    status: "lost",
    daysAgo: 30,
    notes: ["They chose an off-the-shelf plugin for now; follow up in six months."],
  },
];
