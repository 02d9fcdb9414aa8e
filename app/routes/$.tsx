import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFoundPage, randomFunFact } from "~/components/not-found/not-found-page";
import { notFoundCopy } from "~/content/resources";
import { pageTitle } from "~/lib/seo";

/** A same-site referrer's path, so "Go Back" works without JavaScript; never another site's URL. */
function sameSiteReferrer(request: Request) {
  const referrer = request.headers.get("Referer");
  if (!referrer) return "/";
  try {
    const from = new URL(referrer);
    const here = new URL(request.url);
    return from.origin === here.origin && from.pathname !== here.pathname
      ? `${from.pathname}${from.search}`
      : "/";
  } catch {
    return "/";
  }
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return data(
    { requestId: context.requestId, funFact: randomFunFact(), backHref: sameSiteReferrer(request) },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
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
