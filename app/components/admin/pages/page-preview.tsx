import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AboutSection } from "~/components/home/about-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { LegalBody, LegalPage } from "~/components/legal/legal-page";
import { ResourceCard } from "~/components/resources/resource-card";
import { ResultGroup } from "~/components/resources/result-group";
import { TeamPage } from "~/components/team/team-page";
import type { PagePreview } from "~/schemas/page-preview";
import type { SiteDocument } from "~/schemas/site-pages";

/** The company details as the footer, the contact section and the legal notices show them. */
function CompanyFacts({ company }: { company: SiteDocument }) {
  const { address, emails, bank } = company;
  const facts: [string, string][] = [
    ["Company name", company.name],
    ["Tagline", company.tagline],
    ["Legal name", `${company.legalName}, ${company.legalForm}`],
    ["Address", `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`],
    ["Phone", company.phone || "None shown"],
    ["E-mail", `${emails.contact} (privacy: ${emails.privacy})`],
    ["Registration", `${company.registrationNumber}, ${company.registrationCourt}`],
    ["VAT ID", company.vatId],
    ["Share capital", company.shareCapital],
    ["Bank", `${bank.name}, IBAN ${bank.iban}, BIC ${bank.bic}`],
    [
      "Social links",
      company.socialLinks.map((link) => `${link.label}: ${link.url}`).join(" · ") || "None",
    ],
    ["Footer statement", company.gdprStatement],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Company details</h1>
      <p className="mt-2 text-slate-600">
        As the footer of every page, the contact section and the legal notices show them.
      </p>
      <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PreviewBody({ preview }: { preview: PagePreview }) {
  switch (preview.kind) {
    case "home":
      return (
        <>
          <Hero hero={preview.page.hero} />
          <ServicesSection page={preview.page} />
          <AboutSection page={preview.page} />
        </>
      );
    case "team":
      return <TeamPage page={preview.page} />;
    case "resources":
      return (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
              {preview.page.heading.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              {preview.page.heading.intro}
            </p>
          </div>
          {preview.page.sections.map((section, index) => (
            <ResultGroup key={index} title={section.title} count={section.entries.length}>
              {section.entries.map((entry, entryIndex) => (
                <ResourceCard key={entryIndex} resource={{ ...entry, label: section.label }} />
              ))}
            </ResultGroup>
          ))}
        </div>
      );
    case "site":
      return <CompanyFacts company={preview.company} />;
    case "legal":
      return (
        <LegalPage
          title={preview.title}
          intro={preview.intro}
          lastUpdated={preview.lastUpdated}
          contents={preview.body.sections.map((section) => section.title)}
        >
          <LegalBody body={preview.body} />
        </LegalPage>
      );
  }
}

/**
 * A page's content as the public would see it, drawn by the public page's own components, under
 * a bar that says what it is and leads back.
 */
export function SitePagePreview({
  preview,
  notice,
  actions,
}: {
  preview: PagePreview;
  /** What is shown ("Preview of the saved draft of Team"). */
  notice: string;
  actions: ReactNode;
}) {
  return (
    <>
      <div
        role="region"
        aria-label="Preview"
        className="flex flex-wrap items-center justify-between gap-3 bg-amber-100 px-4 py-3 text-sm text-amber-950 shadow"
      >
        <p>
          <strong>{notice}.</strong> Visitors do not see this until it is published.
        </p>
        <div className="flex flex-wrap items-center gap-3">{actions}</div>
      </div>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PreviewBody preview={preview} />
      </main>
    </>
  );
}

export function PreviewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-amber-950 underline underline-offset-2">
      {children}
    </Link>
  );
}
