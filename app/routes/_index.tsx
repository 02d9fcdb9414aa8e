import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { ContactSection } from "~/components/contact/contact-section";
import { AboutSection } from "~/components/home/about-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { useSectionScroll } from "~/components/home/use-section-scroll";
import { JsonLd } from "~/components/ui/json-ld";
import { canonicalOrigin } from "~/http/seo.server";
import { organizationJsonLd, metaForPage } from "~/lib/seo";

export function loader({ request, context }: LoaderFunctionArgs) {
  return { origin: canonicalOrigin(request, context.env) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaForPage("home", data?.origin);

export default function Home() {
  const { origin } = useLoaderData<typeof loader>();
  useSectionScroll();
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <Hero />
      <ServicesSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
