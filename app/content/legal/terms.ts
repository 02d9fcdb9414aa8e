/**
 * The Terms of Service (14 sections), shown on /terms. Only the governing-law section names
 * the company's EU state (Germany).
 *
 * Placeholders substituted by the pages:
 *   {privacyEmail} -> site.emails.privacy
 *   {contactEmail} -> site.emails.contact
 *
 * The texts refer to the company as "we" / "the company named in the legal notice", so they
 * need no change on rebranding.
 */
import type { LegalSection } from "./types";

export const termsIntro =
  "These terms govern the use of our website and the AI development services we provide to business clients. Please read them carefully.";

export const termsSections: LegalSection[] = [
  {
    title: "Agreement to Terms",
    paragraphs: [
      'These Terms of Service ("Terms") form a binding agreement between you, or the organisation you represent ("Client" or "you"), and the company identified in the legal notice of this website ("we", "us" or "our"). By accessing our website or engaging our services, you agree to be bound by these Terms.',
      "Our services are offered exclusively to businesses, public bodies and independent professionals acting in a commercial capacity. They are not directed to people under 16, and individuals under 16 may not use our services. If you do not agree to these Terms, please do not use our website or services.",
    ],
  },
  {
    title: "Our Services",
    paragraphs: [
      "We provide AI development and related technology services to business clients. The precise scope, deliverables and timelines of any engagement are defined in the applicable statement of work. Information on our website is for general guidance only and does not constitute a binding offer.",
      "Our services include:",
    ],
    list: [
      "Custom AI development and large language model (LLM) integration",
      "Machine learning solutions",
      "AI-driven web and mobile application development",
      "DevOps, MLOps and infrastructure services",
      "Monitoring, maintenance and support",
      "Enhancement of existing applications with AI capabilities",
    ],
  },
  {
    title: "Client Responsibilities",
    paragraphs: [
      "The success of a project depends on good cooperation. As a Client, you agree to:",
    ],
    list: [
      "Provide accurate, complete and timely information, data, feedback and approvals.",
      "Ensure that you have all rights, licences and consents needed to share any data or materials with us, including a lawful basis under the GDPR for any personal data.",
      "Appoint a contact person with authority to make decisions on your behalf.",
      "Use the deliverables in compliance with applicable law, including the EU Artificial Intelligence Act where relevant.",
      "Keep any access credentials we provide confidential and secure.",
    ],
  },
  {
    title: "Project Engagement",
    paragraphs: [
      "Each project is carried out under a separate statement of work agreed in writing by both parties. The statement of work sets out the scope, deliverables, milestones, acceptance criteria, fees and any project-specific terms.",
      "If a statement of work conflicts with these Terms, the statement of work prevails for that project only. Changes to the scope of a project require a written change request signed by both parties and may affect fees and timelines.",
      "Where the processing of personal data on your behalf forms part of a project, the parties will conclude a data processing agreement in accordance with Article 28 GDPR.",
    ],
  },
  {
    title: "Intellectual Property",
    paragraphs: [
      "Upon full payment of the fees due, the Client receives ownership of, or an exclusive, perpetual licence to, the custom deliverables created specifically for the Client under a statement of work, as specified in that statement of work.",
      'We retain all rights in our pre-existing materials, tools, frameworks, know-how and generic components ("Background IP"). To the extent Background IP is incorporated into a deliverable, we grant the Client a non-exclusive, perpetual licence to use it as part of that deliverable.',
      "Third-party and open-source components remain subject to their own licence terms, which we will identify on request. The content, design and branding of this website are protected by copyright and may not be reproduced without our prior written permission.",
    ],
  },
  {
    title: "Confidentiality",
    paragraphs: [
      "Each party will keep confidential all non-public business, technical and financial information received from the other party, use it only for the purposes of the engagement and disclose it only to employees, contractors and advisers who need to know it and are bound by equivalent obligations.",
      "These obligations do not apply to information that is or becomes publicly available without breach, was lawfully known to the receiving party beforehand, is independently developed, or must be disclosed by law. Confidentiality obligations survive the end of the engagement for five years, and indefinitely for trade secrets.",
    ],
  },
  {
    title: "Payment Terms",
    paragraphs: [
      "Fees are set out in the applicable statement of work and are stated in euros, exclusive of value added tax (VAT), which is charged at the applicable rate.",
      "Invoices are due for payment within 30 days of the invoice date. Late payments accrue interest at a rate of 1.5% per month, or at the highest rate permitted by applicable law if that is lower, from the due date until payment is received in full.",
      "We may suspend work on any project while undisputed invoices remain overdue, after giving you written notice and a reasonable opportunity to pay.",
    ],
  },
  {
    title: "Warranties",
    paragraphs: [
      "We warrant that our services will be performed with reasonable skill and care, in accordance with generally recognised industry standards, by suitably qualified people.",
      "AI and machine learning systems produce probabilistic results. Except as expressly stated in a statement of work, we do not warrant that any model or deliverable will be error-free, will achieve a particular level of accuracy or will be suitable for a purpose not agreed in writing. The Client remains responsible for reviewing outputs before relying on them in decisions that affect individuals.",
      "Any defect in a deliverable reported within 90 days of acceptance will be remedied by us free of charge.",
    ],
  },
  {
    title: "Limitation of Liability",
    paragraphs: [
      "We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, and where liability cannot be limited under mandatory law.",
      "For damage caused by simple negligence, we are liable only for breaches of essential contractual obligations, and our liability is limited to the foreseeable damage typical for the contract, and in any case to the total fees paid under the relevant statement of work in the 12 months preceding the claim.",
      "We are not liable for indirect or consequential losses, including loss of profit, revenue or data, except where such liability cannot be excluded by law.",
    ],
  },
  {
    title: "Indemnification",
    paragraphs: [
      "The Client will indemnify and hold us harmless against all third-party claims, damages and reasonable costs arising from data or materials supplied by the Client in breach of third-party rights, or from the Client's use of the deliverables in breach of these Terms or applicable law.",
      "We will indemnify the Client against third-party claims alleging that a custom deliverable, as delivered by us, infringes that third party's intellectual property rights. The party seeking indemnification must notify the other party promptly and allow it to control the defence and settlement of the claim.",
    ],
  },
  {
    title: "Termination",
    paragraphs: [
      "Either party may terminate an engagement for convenience by giving 30 days' written notice to the other party.",
      "Either party may terminate with immediate effect if the other party commits a material breach that is not remedied within 14 days of written notice, or becomes insolvent.",
      "On termination, the Client will pay for all services performed and expenses incurred up to the termination date, and each party will return or delete the other party's confidential information. Provisions that by their nature should survive termination, including intellectual property, confidentiality, liability and payment obligations, remain in force.",
    ],
  },
  {
    title: "Governing Law",
    paragraphs: [
      "These Terms and any engagement under them are governed by the laws of the Federal Republic of Germany, excluding the United Nations Convention on Contracts for the International Sale of Goods (CISG).",
      "The courts of Munich, Germany, have exclusive jurisdiction over all disputes arising out of or in connection with these Terms, to the extent permitted by law. Before going to court, both parties will attempt in good faith to resolve any dispute through negotiation.",
    ],
  },
  {
    title: "Changes to These Terms",
    paragraphs: [
      "We may amend these Terms from time to time. The current version is always available on this page, with the date of the latest revision.",
      "Changes do not affect statements of work already signed unless both parties agree otherwise in writing. Your continued use of our website after changes take effect constitutes acceptance of the updated Terms.",
    ],
  },
  {
    title: "Contact Us",
    paragraphs: [
      "If you have any questions about these Terms of Service, please contact us at {contactEmail}.",
      "Our full company details, including our registered address and registration numbers, are shown in the legal notice at the foot of every page of this website.",
    ],
  },
];
