import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFoundCopy } from "~/content/resources";
import { notFoundResponse } from "~/http/not-found.server";
import { pageTitle } from "~/lib/seo";

export function loader({ request, context }: LoaderFunctionArgs) {
  return notFoundResponse(request, context);
}

export const meta: MetaFunction = () => [
  { title: pageTitle(notFoundCopy.title) },
  { name: "description", content: notFoundCopy.message },
  { name: "robots", content: "noindex" },
  { property: "og:title", content: pageTitle(notFoundCopy.title) },
  { property: "og:description", content: notFoundCopy.message },
  { property: "og:type", content: "website" },
];

export default function NotFound() {
  const details = useLoaderData<typeof loader>();
  return <NotFoundPage details={details} />;
}
