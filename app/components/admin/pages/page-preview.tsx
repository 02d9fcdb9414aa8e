import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AboutSection } from "~/components/home/about-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { LegalBody, LegalPage } from "~/components/legal/legal-page";
import { ResourceCard } from "~/components/resources/resource-card";
import { ResultGroup } from "~/components/resources/result-group";
import { TeamPage } from "~/components/team/team-page";
import type { PagePreview } from "~/schemas/page-preview";

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
 * A page as the public would see it, under a bar that says what it is and leads back: the
 * site's header and footer, with the footer's company details as the preview has them.
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
        className="sticky top-0 z-[60] flex flex-wrap items-center justify-between gap-3 bg-amber-100 px-4 py-3 text-sm text-amber-950 shadow"
      >
        <p>
          <strong>{notice}.</strong> Visitors do not see this until it is published.
        </p>
        <div className="flex flex-wrap items-center gap-3">{actions}</div>
      </div>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PreviewBody preview={preview} />
      </main>
      <SiteFooter facts={preview.footer} />
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
