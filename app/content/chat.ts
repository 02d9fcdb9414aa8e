/**
 * Copy for the live chat panel and its built-in assistant. `{email}` is the contact e-mail from
 * site.ts. The launcher's own words are in chat-launcher.ts: every page has the launcher, while
 * this is fetched with the panel.
 */
export const chatCopy = {
  subtitle: "AI Support",
  poweredBy: "Powered by AI",
  placeholder: "Type your message...",
  welcome:
    "Hi! I'm the {name} assistant. Ask me about our AI services, how to get a quote, booking a free consultation, or our latest articles.",
  scheduleWelcome:
    "Happy to help you schedule a call! Our free 30-minute consultation is a video call with one of our engineers about your goals and data. Tell me which days and times suit you, or leave your details in the contact form (/#contact) and we'll confirm a slot within 2 hours.",
  connectionError:
    "I'm experiencing connection issues. Please try again later or contact us directly at {email}",
  emptyReply: "I'm sorry, I couldn't process your request. Please try again.",
} as const;
