import type { MouseEvent } from "react";
import CalendarClock from "~/components/icons/calendar-clock";
import Mail from "~/components/icons/mail";
import MessageSquare from "~/components/icons/message-square";
import { type IconComponent, site, useRootData } from "~/components/root-shared.bundle-boundary";
import { contactCards, type ContactActionKind } from "~/content/contact";

const icons: Record<string, IconComponent> = { Mail, MessageSquare, CalendarClock };

const mailSubjects: Record<ContactActionKind, string> = {
  mailto: "Project enquiry",
  chat: "Question for your team",
  schedule: "Free 30-minute consultation",
};

/**
 * E-mail, live chat and a call. Every card is an e-mail link, so it works without JavaScript;
 * with JavaScript, chat and call open the chat widget (window event "openLiveChat").
 */
export function ContactCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const company = useRootData()?.footer?.company;
  const email = company?.emails.contact ?? site.emails.contact;
  const phone = company?.phone;
  const socialLinks = company?.socialLinks ?? [];
  return (
    <ul className="grid content-start gap-4">
      {contactCards.map((card) => {
        const Icon = icons[card.icon] ?? Mail;
        const kind = card.action.kind;
        const openChat =
          kind === "mailto"
            ? undefined
            : (event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                window.dispatchEvent(
                  new CustomEvent("openLiveChat", {
                    detail: { intent: kind === "schedule" ? "schedule" : "general" },
                  }),
                );
              };
        return (
          <li
            key={card.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Heading className="font-semibold text-slate-900">{card.title}</Heading>
              <p className="mt-1 text-sm text-slate-600">{card.description}</p>
              <a
                href={`mailto:${email}?subject=${encodeURIComponent(mailSubjects[kind])}`}
                onClick={openChat}
                className="mt-2 inline-block text-sm font-medium text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {kind === "mailto" ? email : card.action.label}
              </a>
            </div>
          </li>
        );
      })}
      {phone || socialLinks.length ? (
        <li className="rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
          {phone ? (
            <p>
              Phone:{" "}
              <a
                href={`tel:${phone.replace(/[^+0-9]/g, "")}`}
                className="font-medium text-brand-600 underline-offset-4 hover:underline"
              >
                {phone}
              </a>
            </p>
          ) : null}
          {socialLinks.length ? (
            <p className="mt-1 flex flex-wrap gap-x-4">
              {socialLinks.map((link) => (
                <a
                  key={link.url}
                  href={link.url}
                  rel="me noopener"
                  className="font-medium text-brand-600 underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              ))}
            </p>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}
