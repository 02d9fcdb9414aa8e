/**
 * Company facts — the single source of truth for branding and legal details.
 * To rebrand the site, change this file only.
 *
 * All details are fictional. The domain uses the reserved `.example` TLD and
 * the IBAN is the widely published German sample IBAN, not a real account.
 */

export const site = {
  name: "Kaleon AI",
  legalName: "Kaleon AI Technologies GmbH",
  legalForm: "Gesellschaft mit beschränkter Haftung (GmbH)",
  country: "Germany",
  address: {
    street: "Musterstraße 42",
    postalCode: "80331",
    city: "Munich",
    country: "Germany",
  },
  vatId: "DE318204765",
  registrationNumber: "HRB 298417",
  registrationCourt: "Amtsgericht München (Munich Local Court)",
  shareCapital: "EUR 25,000.00, fully paid up",
  bank: {
    name: "Musterbank AG",
    iban: "DE89 3704 0044 0532 0130 00",
    bic: "MUSTDEM1XXX",
  },
  emails: {
    contact: "hello@kaleon-ai.example",
    privacy: "privacy@kaleon-ai.example",
  },
  domain: "kaleon-ai.example",
  url: "https://kaleon-ai.example",
  foundedYear: 2015,
  tagline: "AI development services that turn ideas into intelligent products",
  description:
    "Custom AI development, LLM integration, machine learning and MLOps for businesses. EU-based, GDPR-compliant, with 24/7 AI support.",
  gdprStatement:
    "We process all personal data in compliance with the EU General Data Protection Regulation (GDPR) and host client data within the European Union.",
  replyPromise: "within 2 hours",
} as const;
