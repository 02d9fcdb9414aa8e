import { isApiPath } from "~/lib/api-path";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_REFUSED =
  "This form was sent from another website, so it was not accepted. Please use the form on this site.";

/**
 * A form sent to one of our pages from another site (its Origin is not this host). Remix refuses
 * these itself, but with an empty 500; finding them first lets the page answer 403 and say why.
 * The JSON API is left out: it is not a form target and checks a Bearer token and a CSRF header.
 */
export function isCrossOriginSubmission(request: Request) {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (isApiPath(new URL(request.url).pathname)) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  const host =
    request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || request.headers.get("Host");
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== host;
}
