import Check from "~/components/icons/check";
import { ContentIcon } from "~/components/ui/content-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeDocument } from "~/schemas/site-pages";

type ServiceCard = HomeDocument["services"][number];

function ServiceCardView({ service, aiCoreFlag }: { service: ServiceCard; aiCoreFlag: string }) {
  return (
    <article
      data-testid="service-card"
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${service.highlight ? "border-brand-500/40 ring-1 ring-brand-100" : "border-slate-200"}`}
    >
      {service.highlight ? (
        <span className="absolute right-4 top-4 rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white">
          {aiCoreFlag}
        </span>
      ) : null}
      <span
        className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${service.gradient}`}
      >
        <ContentIcon name={service.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{service.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{service.description}</p>
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5">
        {service.features.map((feature, index) => (
          <li key={index} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ServicesSection({
  page,
}: {
  page: Pick<HomeDocument, "servicesHeading" | "services" | "aiCoreFlag">;
}) {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      tabIndex={-1}
      className="scroll-mt-16 bg-slate-50 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading copy={page.servicesHeading} id="services-heading" />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.services.map((service, index) => (
            <ServiceCardView key={index} service={service} aiCoreFlag={page.aiCoreFlag} />
          ))}
        </div>
      </div>
    </section>
  );
}
