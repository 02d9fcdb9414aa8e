import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { randomFunFact } from "~/content/resources";

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

/** The not-found page's data, answered with status 404 wherever an address matches nothing. */
export function notFoundResponse(request: Request, context: AppLoadContext) {
  return data(
    { requestId: context.requestId, funFact: randomFunFact(), backHref: sameSiteReferrer(request) },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}
