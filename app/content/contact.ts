/** Content for the contact section (anchor id "contact") and contact form. */

export const projectTypes = [
  { value: "custom-ai", label: "Custom AI Development" },
  { value: "llm-integration", label: "LLM Integration (ChatGPT/Claude)" },
  { value: "ml-solution", label: "Machine Learning Solution" },
  { value: "ai-automation", label: "AI Process Automation" },
  { value: "ai-infrastructure", label: "AI Infrastructure/MLOps" },
  { value: "ai-enhancement", label: "AI Feature Enhancement" },
] as const;

export type ContactActionKind = "mailto" | "chat" | "schedule";

interface ContactCard {
  /** PascalCase icon name from the lucide-react icon set. */
  icon: string;
  title: string;
  description: string;
  action: { label: string; kind: ContactActionKind };
}

/**
 * "mailto" opens the contact e-mail from site.ts; "chat" dispatches the
 * "openLiveChat" window event; "schedule" dispatches it with intent "schedule".
 */
export const contactCards: ContactCard[] = [
  {
    icon: "Mail",
    title: "Email Us",
    description: "Send us a few lines about your project and we will reply within 2 hours.",
    action: { label: "Send an email", kind: "mailto" },
  },
  {
    icon: "MessageSquare",
    title: "Live Chat",
    description:
      "Chat with us 24/7. Our AI-powered first support answers straight away and hands over to an engineer whenever needed.",
    action: { label: "Start a chat", kind: "chat" },
  },
  {
    icon: "CalendarClock",
    title: "Schedule a Call",
    description:
      "Book a free 30-minute consultation to discuss your goals, your data and the quickest route to results.",
    action: { label: "Book a free call", kind: "schedule" },
  },
];

/** Labels and placeholders for the contact form fields. */
export const contactFormCopy = {
  firstName: { label: "First name", placeholder: "Jane" },
  lastName: { label: "Last name", placeholder: "Smith" },
  email: { label: "Email", placeholder: "jane.smith@company.com" },
  company: { label: "Company (optional)", placeholder: "Your company" },
  projectType: {
    label: "Project type (optional)",
    placeholder: "Select a project type",
  },
  message: {
    label: "Project details",
    placeholder: "Tell us about your project, your goals and any timelines we should know about.",
  },
  submit: "Send Message",
  submitting: "Sending...",
  privacyNote:
    "By submitting this form you agree that we may use your details to respond to your enquiry, as described in our Privacy Policy.",
} as const;

/** Validation messages, word for word as the product defines them. */
export const contactValidationMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  message: "Please provide more details about your project",
} as const;

/**
 * Toast and error texts, word for word as the product defines them.
 * `{email}` is replaced with the contact e-mail from site.ts.
 */
export const contactMessages = {
  successTitle: "Message Sent Successfully!",
  successDefault: "We'll get back to you within 2 hours.",
  failureTitle: "Submission Failed",
  failureDefault: "Please try again or contact us directly at {email}",
  /** Shown as "Security Check Failed: Unable to verify reCAPTCHA. ..." */
  tokenFailed: {
    title: "Security Check Failed",
    description: "Unable to verify reCAPTCHA. Please refresh and try again.",
  },
  /** Shown as "Security Check Failed: reCAPTCHA is not ready. ..." */
  notReady: {
    title: "Security Check Failed",
    description: "reCAPTCHA is not ready. Please refresh the page and try again.",
  },
  scriptMissing: "Recaptcha script is not available",
  notLoaded: "Google Recaptcha has not been loaded",
} as const;

/** Headings and intro of the contact section (home) and the /contact page. */
export const contactSectionCopy = {
  eyebrow: "Get Started",
  heading: "Let's Build Your AI Solution",
  pageHeading: "Contact Us",
  intro:
    "Tell us about your project and an engineer will get back to you within 2 hours with first ideas and next steps.",
  formHeading: "Start Your Project",
} as const;
