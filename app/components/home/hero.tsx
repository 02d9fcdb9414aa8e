import ArrowRight from "~/components/icons/arrow-right";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { SitePathLink } from "~/components/ui/site-path-link";
import type { HomeDocument } from "~/schemas/site-pages";

export function Hero({ hero }: { hero: HomeDocument["hero"] }) {
  return (
    <section
      data-analytics-location="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(99,102,241,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(192,38,211,0.35),transparent_50%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-indigo-100">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.title}{" "}
            <span className="bg-gradient-to-r from-indigo-300 via-fuchsia-300 to-pink-300 bg-clip-text text-transparent">
              {hero.highlight}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">
            {hero.subtitle}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <SitePathLink
              href={hero.primaryCta.href}
              analyticsLabel={hero.primaryCta.label}
              className={buttonClasses({ variant: "light", size: "lg" })}
            >
              {hero.primaryCta.label}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </SitePathLink>
            <SitePathLink
              href={hero.secondaryCta.href}
              analyticsLabel={hero.secondaryCta.label}
              className={buttonClasses({ variant: "outlineLight", size: "lg" })}
            >
              {hero.secondaryCta.label}
            </SitePathLink>
          </div>
          <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-slate-300">
            {hero.highlights.map((item, index) => (
              <li key={index} className="flex items-center gap-2">
                <span className="h-1.5 w-1.5 rounded-full bg-fuchsia-300" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
