import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { ContactSection } from "~/components/contact/contact-section";
import { AboutSection } from "~/components/home/about-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { useSectionScroll } from "~/components/home/use-section-scroll";
import { JsonLd } from "~/components/ui/json-ld";
import {
  canonicalOrigin,
  loaderPageMeta,
  organizationJsonLd,
} from "~/http/seo.bundle-boundary.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    meta: loaderPageMeta("home", request, context.env),
    organization: organizationJsonLd(canonicalOrigin(request, context.env)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Home() {
  const { organization } = useLoaderData<typeof loader>();
  useSectionScroll();
  return (
    <>
      <JsonLd data={organization} />
      <Hero />
      <ServicesSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
