import { Fragment } from "react";
import { site } from "~/components/root-shared.bundle-boundary";

const placeholders: Record<string, string> = {
  "{privacyEmail}": site.emails.privacy,
  "{contactEmail}": site.emails.contact,
};

/** Legal copy with its e-mail placeholders turned into mail links. */
export function LegalText({ text }: { text: string }) {
  const parts = text.split(/(\{privacyEmail\}|\{contactEmail\})/);
  return (
    <>
      {parts.map((part, index) => {
        const email = placeholders[part];
        return email ? (
          <a
            key={index}
            href={`mailto:${email}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {email}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}
