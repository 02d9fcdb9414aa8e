/**
 * GET /api/v1/openapi.json → the /api/v1 contract as an OpenAPI 3.1 document (rendered for
 * people at /api/docs). It changes only with a deployment, so browsers and the edge may keep it
 * for an hour.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { OPENAPI_CACHE_CONTROL, buildOpenApiDocument } from "~/http/openapi/document.server";
import { json, methodNotAllowed } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";

export function loader({ request, context }: LoaderFunctionArgs) {
  return json(buildOpenApiDocument(siteOrigin(request, context.env.SITE_URL)), {
    headers: { "Cache-Control": OPENAPI_CACHE_CONTROL },
  });
}

export const action = () => methodNotAllowed("GET");
