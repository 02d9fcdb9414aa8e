import { useEffect, useRef } from "react";
import { loadRecaptchaWhenVisible } from "~/client/recaptcha";
import { useRootData } from "~/components/root-shared.bundle-boundary";
import { contactSectionCopy as copy } from "~/content/contact";
import { ContactCards } from "./contact-cards";
import { ContactForm, type ContactFormReply } from "./contact-form";

/**
 * The contact section (anchor "contact"): three ways to reach us and the enquiry form. On the
 * home page it is a section under an h2; the /contact page shows it as the page, under its h1.
 */
export function ContactSection({
  asPage = false,
  lastResult,
  redirectTo,
}: {
  asPage?: boolean;
  lastResult?: ContactFormReply;
  redirectTo?: string;
}) {
  const section = useRef<HTMLElement>(null);
  const config = useRootData()?.config;
  const siteKey = config?.recaptchaSiteKey;
  const scriptUrl = config?.recaptchaScriptUrl;

  useEffect(() => {
    if (!siteKey || !scriptUrl || !section.current) return;
    return loadRecaptchaWhenVisible(section.current, scriptUrl, siteKey);
  }, [siteKey, scriptUrl]);

  const Heading = asPage ? "h1" : "h2";
  const Subheading = asPage ? "h2" : "h3";
  return (
    <section
      ref={section}
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-20 bg-slate-50 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            {copy.eyebrow}
          </p>
          <Heading
            id="contact-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {asPage ? copy.pageHeading : copy.heading}
          </Heading>
          <p className="mt-4 text-lg text-slate-600">{copy.intro}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <ContactCards headingLevel={Subheading} />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Subheading className="mb-6 text-xl font-semibold text-slate-900">
              {copy.formHeading}
            </Subheading>
            <ContactForm lastResult={lastResult} redirectTo={redirectTo} />
          </div>
        </div>
      </div>
    </section>
  );
}
