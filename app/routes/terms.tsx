import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LegalPage, LegalSectionBody, NumberedSection } from "~/components/legal/legal-page";
import { termsIntro, termsSections } from "~/content/legal/terms";
import { legalPageData } from "~/http/legal-page.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return legalPageData("terms", request, context.env);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Terms() {
  const { lastUpdated } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Terms of Service"
      intro={termsIntro}
      lastUpdated={lastUpdated}
      contents={termsSections.map((s) => s.title)}
    >
      {termsSections.map((section, index) => (
        <NumberedSection key={section.title} index={index} title={section.title}>
          <LegalSectionBody section={section} />
        </NumberedSection>
      ))}
    </LegalPage>
  );
}
