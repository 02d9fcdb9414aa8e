import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isPageName } from "~/content/page-meta";
import { json, jsonError } from "~/lib/json-response";
import { readPageMeta } from "~/services/pages/page-meta.server";

/**
 * GET /api/v1/ssr/page/{name} (home, team, privacy, ...) → the page's metadata, as its published
 * documents write it; unknown names 404. Kept no longer than the documents' cached reads (five
 * minutes, less before a scheduled publish), as the blog's answers are: a publish retires the
 * edge's copies, but not what a browser keeps.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!isPageName(name)) return jsonError(404, "Page not found");
  const {
    meta: { path: _path, ...meta },
    maxAgeSeconds,
  } = await readPageMeta(context, name);
  return json(
    { meta, initialData: null },
    { headers: { "Cache-Control": `public, max-age=${maxAgeSeconds}` } },
  );
}
