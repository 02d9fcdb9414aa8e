import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LegalBody, LegalPage } from "~/components/legal/legal-page";
import { legalPageData } from "~/http/legal-page.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return legalPageData("terms", request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Terms() {
  const { title, intro, body, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title={title}
      intro={intro}
      lastUpdated={lastUpdated}
      contents={body.sections.map((section) => section.title)}
    >
      <LegalBody body={body} />
    </LegalPage>
  );
}
