import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { LegalBody, LegalPage } from "~/components/legal/legal-page";
import { legalPageData } from "~/http/legal-page.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return legalPageData("privacy", request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Privacy() {
  const { title, intro, body, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title={title}
      intro={intro}
      lastUpdated={lastUpdated}
      contents={body.sections.map((section) => section.title)}
    >
      <LegalBody body={body} />
      <p className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-slate-700">
        Prefer a form? Send us your question through our{" "}
        <Link
          to="/contact"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          contact page
        </Link>
        .
      </p>
    </LegalPage>
  );
}
