/**
 * The Cookie Policy, shown on /cookies; its categories are also the choices of the consent
 * dialog on every page, which is why it lives apart from the longer legal texts.
 *
 * Placeholders substituted by the pages:
 *   {privacyEmail} -> site.emails.privacy
 *   {contactEmail} -> site.emails.contact
 *
 * The texts refer to the company as "we" / "the company named in the legal notice", so they
 * need no change on rebranding.
 */
type CookieCategoryId = "necessary" | "analytics" | "marketing" | "functional";

export interface CookieCategory {
  id: CookieCategoryId;
  name: string;
  description: string;
  examples: string[];
  retention: string;
}

interface ThirdPartyProvider {
  name: string;
  purpose: string;
}

interface CookiePolicy {
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
        "Our own first-party analytics: the pages you view, searches, clicks and scroll depth, stored on our servers under a daily-changing anonymous code, never with your IP address or browser details; raw records are deleted after at most 25 months, daily totals are kept",
        "A first-party cookie (visit_source, up to 90 days) remembering where your visit came from (for example a campaign link), so that an enquiry you send shows us how you found us",
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
