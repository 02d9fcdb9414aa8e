import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isPageName, publicPageMeta } from "~/content/page-meta";
import { json, jsonError } from "~/lib/json-response";

/** GET /api/v1/ssr/page/{name} (home, team, privacy, ...) → the page's metadata; unknown names 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!isPageName(name)) return jsonError(404, "Page not found");
  const { path: _path, ...meta } = publicPageMeta[name];
  return json(
    { meta, initialData: null },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
