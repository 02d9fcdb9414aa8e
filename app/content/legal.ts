/**
 * Legal texts: Privacy Policy, Terms of Service and Cookie Policy.
 *
 * Placeholders substituted by the pages:
 *   {privacyEmail} -> site.emails.privacy
 *   {contactEmail} -> site.emails.contact
 *
 * The texts refer to the company as "we" / "the company named in the legal
 * notice", so they need no change on rebranding. Only the governing-law
 * section of the Terms names the company's EU state (Germany).
 */

/** Render `paragraphs` first, then `list` (if any) as a bulleted list. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

// ---------------------------------------------------------------------------
// Privacy Policy — 11 sections
// ---------------------------------------------------------------------------

export const privacyIntro =
  "Your privacy matters to us. This policy explains what personal data we collect, why we collect it and the rights you have under the EU General Data Protection Regulation (GDPR).";

export const privacySections: LegalSection[] = [
  {
    title: "Introduction",
    paragraphs: [
      'This Privacy Policy explains how we, the company identified in the legal notice at the foot of this website ("we", "us" or "our"), collect, use and protect personal data when you visit our website, contact us, use our live chat or engage us for AI development services.',
      'We are the controller of your personal data within the meaning of the EU General Data Protection Regulation (Regulation (EU) 2016/679, "GDPR"). We process personal data only in accordance with the GDPR and applicable national data protection law.',
      "If you have any questions about this policy or about how we handle your data, you can contact our data protection team at any time at {privacyEmail}.",
    ],
  },
  {
    title: "Information We Collect",
    paragraphs: [
      "We collect only the personal data we need for the purposes described in this policy. Depending on how you interact with us, this may include the following categories:",
    ],
    list: [
      "Contact and enquiry data: your first and last name, e-mail address, company name, the type of project you are interested in and the content of your message when you use our contact form.",
      "Chat data: the messages you send through our live chat, a randomly generated session identifier, the page you were on and basic browser information.",
      "Technical data: IP address, browser type and version, operating system, referring page, date and time of access and similar information recorded automatically by our servers.",
      "Usage data: pages viewed, time spent on pages, scroll depth and interactions with our website, collected only if you have consented to analytics cookies.",
      "Security data: signals used by our spam-protection service to distinguish genuine visitors from automated abuse when you submit a form.",
      "Client data: contact details of your representatives, contractual and billing information and any data you share with us during a project.",
    ],
  },
  {
    title: "How We Use Your Information",
    paragraphs: [
      "We use your personal data only for clearly defined purposes and always on a legal basis set out in Article 6(1) GDPR. We do not use your personal data for automated decision-making that produces legal effects concerning you or similarly significantly affects you.",
      "We keep personal data only for as long as necessary for the purpose for which it was collected. Enquiries that do not lead to a contract are deleted no later than 12 months after our last contact, unless you agree to a longer period. Data we must retain for tax and commercial law purposes is kept for the statutory retention periods, which are usually six to ten years.",
      "Specifically, we process your data for the following purposes and on the following legal bases:",
    ],
    list: [
      "To respond to your enquiries and prepare proposals, on the basis of steps taken at your request prior to entering into a contract (Art. 6(1)(b) GDPR).",
      "To perform our contracts with clients, including project delivery, support, invoicing and account management (Art. 6(1)(b) GDPR).",
      "To operate, secure and improve our website, prevent spam and fraud and detect technical faults, on the basis of our legitimate interests (Art. 6(1)(f) GDPR).",
      "To analyse how our website is used and to measure our marketing, only where you have given your consent (Art. 6(1)(a) GDPR).",
      "To comply with legal obligations, for example under tax and commercial law (Art. 6(1)(c) GDPR).",
    ],
  },
  {
    title: "Sharing Your Information",
    paragraphs: [
      "We do not sell your personal data. Every service provider that processes personal data on our behalf is bound by a data processing agreement under Article 28 GDPR and may use the data only in accordance with our instructions.",
      "We share personal data only where this is necessary for the purposes described in this policy, and only with the following categories of recipients:",
    ],
    list: [
      "Carefully selected service providers that support us in hosting, e-mail delivery, analytics, spam protection, chat automation and accounting.",
      "Professional advisers such as lawyers, auditors and tax advisers, who are bound by professional confidentiality.",
      "Public authorities, courts and law enforcement agencies where we are legally required to disclose data.",
      "A potential buyer or successor in the event of a merger, acquisition or sale of assets, subject to equivalent confidentiality and data protection commitments.",
    ],
  },
  {
    title: "Data Security",
    paragraphs: [
      "We implement appropriate technical and organisational measures to protect your personal data against accidental or unlawful destruction, loss, alteration and unauthorised disclosure or access.",
      "These measures include encryption of data in transit using TLS, strict role-based access controls, hashed passwords, audit logging of administrative actions, regular security reviews of our code and infrastructure, and confidentiality obligations for all staff and contractors.",
      "No method of transmission over the internet is completely secure. Should a personal data breach occur that is likely to result in a risk to your rights and freedoms, we will notify the competent supervisory authority within 72 hours and inform you without undue delay where the law requires it.",
    ],
  },
  {
    title: "Your Rights",
    paragraphs: [
      "The GDPR gives you a number of rights over your personal data. To exercise any of them, please write to {privacyEmail}. We will respond within one month of receiving your request and may ask you to verify your identity before we act on it. Exercising your rights is free of charge.",
      "You have the following rights:",
    ],
    list: [
      "Right of access: to obtain confirmation of whether we process your data and a copy of that data (Art. 15 GDPR).",
      "Right to rectification: to have inaccurate data corrected and incomplete data completed (Art. 16 GDPR).",
      "Right to erasure: to have your data deleted where there is no longer a legal ground for processing it (Art. 17 GDPR).",
      "Right to restriction of processing: to have the use of your data limited in certain circumstances (Art. 18 GDPR).",
      "Right to data portability: to receive the data you provided to us in a structured, commonly used and machine-readable format, or to have it transmitted to another controller (Art. 20 GDPR).",
      "Right to object: to object at any time to processing based on our legitimate interests, and to processing for direct marketing (Art. 21 GDPR).",
      "Right to withdraw consent: to withdraw any consent you have given at any time, without affecting the lawfulness of processing carried out before the withdrawal (Art. 7(3) GDPR).",
      "Right to lodge a complaint: to complain to a data protection supervisory authority, in particular in the EU member state of your habitual residence, your place of work or the place of the alleged infringement (Art. 77 GDPR).",
    ],
  },
  {
    title: "Cookies",
    paragraphs: [
      "Our website uses cookies and similar technologies. Strictly necessary cookies are set because the website cannot function properly without them. All other cookies, including analytics, marketing and functional cookies, are only set with your prior consent.",
      "You can accept, reject or adjust your choices at any time using the Cookie Settings button on our website. The live chat is available only if you have accepted functional cookies. Full details of the cookies we use and how long they are kept are set out in our Cookie Policy.",
    ],
  },
  {
    title: "Children Under 16",
    paragraphs: [
      "Our website and services are intended for businesses and are not directed to people under the age of 16. We do not knowingly collect personal data from anyone under 16.",
      "If you believe that a person under 16 has provided us with personal data, please contact us at {privacyEmail} and we will delete that data promptly.",
    ],
  },
  {
    title: "International Data Transfers",
    paragraphs: [
      "We store and process personal data primarily within the European Union and the European Economic Area (EEA).",
      "Some of our service providers may process data outside the EEA. Where this happens, we ensure an adequate level of protection, either because the European Commission has issued an adequacy decision for the country concerned (including, where applicable, certification under the EU-US Data Privacy Framework) or because we have concluded the European Commission's Standard Contractual Clauses with the recipient, supplemented by additional safeguards where necessary.",
      "You can request a copy of the relevant safeguards by writing to {privacyEmail}.",
    ],
  },
  {
    title: "Changes to This Policy",
    paragraphs: [
      "We may update this Privacy Policy from time to time to reflect changes in our services, our use of personal data or the law. The date of the latest revision is shown at the top of this page.",
      "Where changes are significant, we will draw attention to them on our website or, where we have your contact details and the law requires it, inform you directly.",
    ],
  },
  {
    title: "Contact Us",
    paragraphs: [
      "If you have any questions about this Privacy Policy or wish to exercise your data protection rights, please contact our data protection team at {privacyEmail}.",
      "Our full company details, including our registered address, are shown in the legal notice at the foot of every page of this website.",
    ],
  },
];

// ---------------------------------------------------------------------------
// Terms of Service — 14 sections
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Cookie Policy
// ---------------------------------------------------------------------------

export type CookieCategoryId = "necessary" | "analytics" | "marketing" | "functional";

export interface CookieCategory {
  id: CookieCategoryId;
  name: string;
  description: string;
  examples: string[];
  retention: string;
}

export interface ThirdPartyProvider {
  name: string;
  purpose: string;
}

export interface CookiePolicy {
  intro: string[];
  categories: CookieCategory[];
  managing: string[];
  thirdParty: { intro: string; providers: ThirdPartyProvider[] };
  rights: string[];
  updates: string[];
  contact: string[];
}

export const cookiePolicy: CookiePolicy = {
  intro: [
    "Cookies are small text files that a website stores on your computer, tablet or phone when you visit it. They allow the website to recognise your device, remember your choices and understand how it is being used. Similar technologies, such as local storage and session storage in your browser, work in much the same way, and this policy covers them too.",
    "Some cookies are strictly necessary for our website to work. All other cookies are used only if you agree to them. You can change your mind at any time using the Cookie Settings button.",
  ],
  categories: [
    {
      id: "necessary",
      name: "Necessary cookies",
      description:
        "These cookies are essential for the website to function and to keep it secure. They cannot be switched off, as the site would not work properly without them. They do not collect information for marketing purposes.",
      examples: [
        "Storing your cookie consent choices",
        "Keeping you signed in to secure areas",
        "Protecting forms against cross-site request forgery",
        "Load balancing and basic security features",
      ],
      retention: "Session or up to 1 year",
    },
    {
      id: "analytics",
      name: "Analytics cookies",
      description:
        "These cookies help us understand how visitors use our website, for example which pages are visited most and how far visitors scroll, so that we can improve content and performance. The information is collected in aggregated form.",
      examples: [
        "Counting visits and page views",
        "Measuring page load times",
        "Recording scroll depth and clicks on key elements",
        "Identifying pages that return errors",
      ],
      retention: "Up to 2 years",
    },
    {
      id: "marketing",
      name: "Marketing cookies",
      description:
        "These cookies help us measure the effectiveness of our campaigns and understand which channels bring visitors to our website, so that we can present relevant information about our services.",
      examples: [
        "Recording the campaign, source and medium of your visit",
        "Measuring conversions from marketing campaigns",
        "Limiting how often you see the same message",
      ],
      retention: "Up to 1 year",
    },
    {
      id: "functional",
      name: "Functional cookies",
      description:
        "These cookies enable enhanced features and personalisation, such as our live chat assistant. If you do not allow them, some features, including the live chat, will not be available.",
      examples: [
        "Enabling the live chat assistant and its session",
        "Remembering your interface preferences",
        "Remembering information you have entered in forms",
      ],
      retention: "Up to 1 year",
    },
  ],
  managing: [
    "When you first visit our website, a banner asks for your consent. You can accept all cookies, reject all non-essential cookies or choose individual categories in the cookie settings.",
    "You can change or withdraw your consent at any time by clicking the Cookie Settings button at the bottom left of any page. Withdrawing consent does not affect the lawfulness of processing before the withdrawal. Your choices are stored for 365 days, after which we will ask you again.",
    "You can also block or delete cookies through your browser settings. Please note that blocking all cookies may prevent parts of our website from working correctly. Your browser's help pages explain how to manage cookies.",
  ],
  thirdParty: {
    intro:
      "Some cookies are set by third-party services that we use on our website. These providers act on our behalf under data processing agreements, and their non-essential cookies are only set with your consent.",
    providers: [
      {
        name: "Analytics service",
        purpose:
          "Collects aggregated statistics on visits, page views and interactions to help us improve our website. Used only if you accept analytics cookies.",
      },
      {
        name: "Spam-protection service (reCAPTCHA)",
        purpose:
          "Protects our contact form against spam and automated abuse by assessing whether a submission comes from a genuine visitor. It is loaded only when you reach the contact section.",
      },
    ],
  },
  rights: [
    "Where cookies involve the processing of personal data, you have the rights set out in our Privacy Policy, including the rights of access, rectification, erasure, restriction, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.",
    "Consent to non-essential cookies is always voluntary. Refusing them will not prevent you from browsing our website or contacting us.",
  ],
  updates: [
    "We may update this Cookie Policy when we change the cookies we use or when the law requires it. The date of the latest revision is shown at the top of this page.",
    "If we introduce new categories of non-essential cookies, we will ask for your consent again.",
  ],
  contact: [
    "If you have any questions about our use of cookies or about this policy, please contact our data protection team at {privacyEmail}.",
    "Further information on how we process personal data is available in our Privacy Policy.",
  ],
};
