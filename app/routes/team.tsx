import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { TeamPage } from "~/components/team/team-page";
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
  return <TeamPage page={page} />;
}
