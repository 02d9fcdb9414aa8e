import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import ArrowRight from "~/components/icons/arrow-right";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { AgentCard } from "~/components/team/agent-card";
import { SitePathLink } from "~/components/ui/site-path-link";
import { orFailWith } from "~/http/page-errors.server";
import { loaderPageMeta } from "~/http/seo.bundle-boundary.server";
import { readPublishedPage } from "~/services/pages/published.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { document: page } = await orFailWith(
    readPublishedPage(context, "team"),
    "The team page is unavailable just now.",
  );
  return { meta: await loaderPageMeta("team", request, context), page };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Team() {
  const { page } = useLoaderData<typeof loader>();
  const { heading, cta: teamCta } = page;
  return (
    <>
      <section aria-labelledby="team-heading" className="bg-slate-950 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-300">
            {heading.eyebrow}
          </p>
          <h1
            id="team-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {heading.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-300">{heading.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <dl aria-label="Team at a glance" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {page.figures.map((tile, index) => (
            <div
              key={index}
              data-testid="team-summary-tile"
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-6 text-center"
            >
              <dt className="mt-1 text-sm font-medium text-slate-600">{tile.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{tile.value}</dd>
            </div>
          ))}
        </dl>

        <h2 className="mt-16 text-2xl font-bold text-slate-900">{page.membersHeading}</h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.members.map((agent, index) => (
            <AgentCard key={index} agent={agent} index={index} />
          ))}
        </div>

        <section
          data-analytics-location="team-cta"
          aria-labelledby="team-cta-heading"
          className="mt-16 rounded-3xl bg-gradient-to-r from-brand-700 to-fuchsia-700 px-6 py-12 text-center text-white sm:px-12"
        >
          <h2 id="team-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {teamCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-indigo-100">{teamCta.description}</p>
          <SitePathLink
            href={teamCta.href}
            analyticsLabel={teamCta.label}
            className={buttonClasses({ variant: "light", size: "lg", className: "mt-8" })}
          >
            {teamCta.label}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </SitePathLink>
        </section>
      </div>
    </>
  );
}
