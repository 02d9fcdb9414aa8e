/**
 * The built-in chat assistant, used when no CHAT_WEBHOOK_URL is configured: it answers from the
 * site's own content (services, how to get a quote, the free consultation, recent articles) so
 * the chat is useful out of the box. Plain text; paths like /blog/... are linked by the widget.
 */
import { services } from "~/content/services";
import { site } from "~/content/site";
import type { ChatIntent } from "~/schemas/chat";

export interface ArticleLink {
  slug: string;
  title: string;
}

interface Topic {
  matches: RegExp;
  answer: (context: { recentArticles: () => Promise<ArticleLink[]> }) => string | Promise<string>;
}

const contactLine = `You can also write to us at ${site.emails.contact}; we reply ${site.replyPromise}.`;

const scheduleAnswer = () =>
  [
    "Our free 30-minute consultation is a video call with one of our engineers about your goals, your data and the quickest route to results.",
    'To book it, send your preferred days and times through the contact form at /#contact (choose your project type and mention "call"), and we\'ll confirm a slot ' +
      `${site.replyPromise}.`,
    contactLine,
  ].join("\n\n");

const quoteAnswer = () =>
  [
    "Every project is priced individually, and getting a quote is free.",
    "Tell us about your project in the contact form at /#contact: what you want to build, your timeline and, if you have one, a budget range. We reply " +
      `${site.replyPromise} with questions or a first estimate, and usually propose a free 30-minute call to scope it together.`,
    "Work is agreed in a statement of work before anything starts, so you know the scope and price up front.",
  ].join("\n\n");

/** Keywords that point to each service card, by card title. */
const serviceKeywords: [RegExp, string][] = [
  [
    /\b(llm|chatgpt|gpt|claude|language model|chatbot|rag|assistant|copilot)s?\b/,
    "LLM Integration",
  ],
  [
    /\b(machine learning|ml|forecast\w*|predict\w*|classification|recommend\w*|computer vision)\b/,
    "Machine Learning",
  ],
  [/\b(mobile|ios|android|iphone|app store)\b/, "AI-Driven Mobile Development"],
  [
    /\b(web ?(site|app|development)?|react|remix|frontend|front-end)\b/,
    "AI-Driven Web Development",
  ],
  [
    /\b(devops|mlops|ci\/cd|pipeline|infrastructure|deploy\w*|kubernetes|cloud)\b/,
    "DevOps & MLOps",
  ],
  [/\b(monitor\w*|observability|uptime|drift|alert\w*)\b/, "Monitoring & Observability"],
  [
    /\b(existing|legacy|enhanc\w*|upgrade|modernis\w*|moderniz\w*)\b/,
    "AI Enhancement of Existing Apps",
  ],
  [/\b(custom ai|bespoke|prototype|proof of concept|poc)\b/, "Custom AI Development"],
];

function describeService(title: string) {
  const card = services.find((s) => s.title === title)!;
  return [
    `${card.title}: ${card.description}`,
    card.features.map((f) => `• ${f}`).join("\n"),
    "Want to discuss it? Ask me how to get a quote or book a free 30-minute call.",
  ].join("\n\n");
}

const topics: Topic[] = [
  {
    matches:
      /\b(call|meeting|meet|schedul\w*|book\w*|consult\w*|appointment|demo|talk to (someone|a human|an engineer))\b/,
    answer: scheduleAnswer,
  },
  {
    matches: /\b(quote|pric\w*|cost\w*|budget|estimate|how much|proposal|rates?|fees?)\b/,
    answer: quoteAnswer,
  },
  {
    matches: /\b(blog|articles?|posts?|news|insights?|latest)\b/,
    async answer({ recentArticles }) {
      const articles = await recentArticles();
      if (articles.length === 0)
        return "We haven't published any articles yet. Have a look at /blog again soon!";
      return [
        `Here are our latest articles:`,
        articles.map((a) => `• ${a.title}: /blog/${a.slug}`).join("\n"),
        "All articles are at /blog.",
      ].join("\n\n");
    },
  },
  ...serviceKeywords.map(([matches, title]): Topic => ({
    matches,
    answer: () => describeService(title),
  })),
  {
    matches: /\b(services?|offer\w*|what (do|can) you|help with|capabilit\w*|expertise)\b/,
    answer: () =>
      [
        `${site.name} offers:`,
        services.map((s) => `• ${s.title}`).join("\n"),
        "Ask me about any of them, or about getting a quote.",
      ].join("\n\n"),
  },
  {
    matches: /\b(privacy|gdpr|data protection|dsgvo|personal data)\b/,
    answer: () =>
      `${site.gdprStatement} Questions about your data go to ${site.emails.privacy}. Details are in our Privacy Policy at /privacy.`,
  },
  {
    matches: /\b(team|agents?|who are you|about you|company)\b/,
    answer: () =>
      `${site.name} (${site.legalName}, ${site.address.city}) builds AI products for businesses since ${site.foundedYear}. Meet our AI agents at /team.`,
  },
  {
    matches: /\b(contact|e-?mail|phone|reach|support|human)\b/,
    answer: () =>
      `Write to ${site.emails.contact} or use the contact form at /#contact; we reply ${site.replyPromise}.`,
  },
  {
    matches: /^(hi|hello|hey|hallo|good (morning|afternoon|evening)|greetings)\b/,
    answer: () =>
      `Hello! How can I help? I can tell you about our services, how to get a quote, booking a free 30-minute call, or our latest articles.`,
  },
];

const fallback = () =>
  `I can help with our services, getting a quote, booking a free 30-minute consultation, or our latest articles. For anything else, use the contact form at /#contact or write to ${site.emails.contact}; we reply ${site.replyPromise}.`;

export async function builtInReply(
  message: string,
  intent: ChatIntent,
  recentArticles: () => Promise<ArticleLink[]>,
): Promise<string> {
  const text = message.toLowerCase();
  const topic = topics.find((t) => t.matches.test(text));
  if (topic) return topic.answer({ recentArticles });
  return intent === "schedule" ? scheduleAnswer() : fallback();
}
