/**
 * The Privacy Policy (11 sections), shown on /privacy.
 *
 * Placeholders substituted by the pages:
 *   {privacyEmail} -> site.emails.privacy
 *   {contactEmail} -> site.emails.contact
 *
 * The texts refer to the company as "we" / "the company named in the legal notice", so they
 * need no change on rebranding.
 */
import type { LegalSection } from "./types";

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
      "Usage data: pages viewed, time spent on pages, scroll depth and interactions with our website, collected only if you have consented to analytics cookies (and never when your browser sends a Global Privacy Control signal). We collect it ourselves under an anonymous code that changes every day; your IP address and browser details are not stored with it. Raw records are deleted after at most 25 months; only daily totals are kept. If you send us an enquiry with analytics consent, it records where your visit came from (for example a campaign link or another website) and how many pages you viewed.",
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
