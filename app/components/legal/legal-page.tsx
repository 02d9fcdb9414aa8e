import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import ArrowLeft from "~/components/icons/arrow-left";
import type { LegalBlock, LegalBodyView, LegalPart } from "~/lib/legal-body";

function sectionAnchor(index: number) {
  return `section-${index + 1}`;
}

/** The frame of the privacy, terms and cookie pages: title, date, intro, contents and body. */
export function LegalPage({
  title,
  intro,
  lastUpdated,
  contents,
  children,
}: {
  title: string;
  intro: string;
  lastUpdated: string;
  contents: string[];
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
        Last updated: {lastUpdated}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</p>

      <nav
        aria-labelledby="contents-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2
          id="contents-heading"
          className="text-sm font-semibold uppercase tracking-wider text-slate-700"
        >
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {contents.map((heading, index) => (
            <li key={index}>
              <a
                href={`#${sectionAnchor(index)}`}
                className="rounded text-slate-700 hover:text-brand-700 hover:underline"
              >
                {index + 1}. {heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

/** One numbered section of a legal text; its heading carries the number, as the contents list does. */
export function NumberedSection({
  index,
  title,
  children,
}: {
  index: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={sectionAnchor(index)}
      aria-labelledby={`${sectionAnchor(index)}-heading`}
      className="scroll-mt-20"
      data-testid="legal-section"
    >
      <h2
        id={`${sectionAnchor(index)}-heading`}
        className="text-xl font-bold text-slate-900 sm:text-2xl"
      >
        {index + 1}. {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Rendered Markdown of a legal text: links and lists styled as the rest of the page. */
const markdownClasses =
  "space-y-4 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-brand-600 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900";

function LegalParts({
  parts,
  renderBlock,
}: {
  parts: LegalPart[];
  renderBlock?: (block: LegalBlock) => ReactNode;
}) {
  return (
    <>
      {parts.map((part, index) =>
        "html" in part ? (
          <div
            key={index}
            className={markdownClasses}
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ) : (
          <div key={index}>{renderBlock?.(part.block) ?? null}</div>
        ),
      )}
    </>
  );
}

/** A legal text's numbered sections, from its Markdown as the server rendered it. */
export function LegalBody({
  body,
  renderBlock,
}: {
  body: LegalBodyView;
  renderBlock?: (block: LegalBlock) => ReactNode;
}) {
  return (
    <>
      {body.preamble.length ? (
        <div className="space-y-4 leading-relaxed text-slate-700">
          <LegalParts parts={body.preamble} renderBlock={renderBlock} />
        </div>
      ) : null}
      {body.sections.map((section, index) => (
        <NumberedSection key={index} index={index} title={section.title}>
          <LegalParts parts={section.parts} renderBlock={renderBlock} />
        </NumberedSection>
      ))}
    </>
  );
}
