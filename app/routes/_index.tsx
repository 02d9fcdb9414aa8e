import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { ContactSection } from "~/components/contact/contact-section";
import { AboutSection } from "~/components/home/about-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { useSectionScroll } from "~/components/home/use-section-scroll";
import { JsonLd } from "~/components/ui/json-ld";
import { orFailWith } from "~/http/page-errors.server";
import {
  canonicalOrigin,
  loaderPageMeta,
  organizationJsonLd,
} from "~/http/seo.bundle-boundary.server";
import { readCompanyFacts } from "~/services/pages/company-facts.server";
import { readPublishedPage } from "~/services/pages/published.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ document: page }, company] = await Promise.all([
    orFailWith(readPublishedPage(context, "home"), "The home page is unavailable just now."),
    readCompanyFacts(context),
  ]);
  return {
    meta: await loaderPageMeta("home", request, context),
    organization: organizationJsonLd(canonicalOrigin(request, context.env), company),
    page,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Home() {
  const { organization, page } = useLoaderData<typeof loader>();
  useSectionScroll();
  return (
    <>
      <JsonLd data={organization} />
      <Hero hero={page.hero} />
      <ServicesSection page={page} />
      <AboutSection page={page} />
      <ContactSection />
    </>
  );
}
