import { ContentIcon } from "~/components/ui/content-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeDocument } from "~/schemas/site-pages";

export function AboutSection({
  page,
}: {
  page: Pick<HomeDocument, "aboutHeading" | "aboutParagraphs" | "figures" | "achievements">;
}) {
  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      tabIndex={-1}
      className="scroll-mt-16 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading copy={page.aboutHeading} id="about-heading" />

        <div className="mt-14 grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="space-y-5 text-base leading-relaxed text-slate-700">
            {page.aboutParagraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {page.figures.map((stat, index) => (
              <div
                key={index}
                data-testid="about-stat"
                className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-6 text-center"
              >
                <dt className="mt-2 text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {page.achievements.map((achievement, index) => (
            <li
              key={index}
              data-testid="achievement"
              className="rounded-2xl border border-slate-200 p-6"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={achievement.icon} className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{achievement.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {achievement.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
