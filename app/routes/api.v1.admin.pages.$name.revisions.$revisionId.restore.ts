/**
 * POST /api/v1/admin/pages/{name}/revisions/{revisionId}/restore → `{ page }`: the revision's
 * document becomes the page's draft (nothing is published); 404 for an unknown revision
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { pageFrom, pageRevisionRecord } from "~/http/site-pages-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { restorePageRevision } from "~/services/pages/page-revisions.server";
import { pageWriterFor, requirePageEditor } from "~/services/pages/page-writer.server";

export function loader(_: LoaderFunctionArgs) {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const name = pageFrom(params.name);
  if (name instanceof Response) return name;
  const id = pageRevisionRecord.idFrom(params.revisionId);
  if (id instanceof Response) return id;
  requirePageEditor(principal.user, name, principal.via === "api_key");
  const { user } = principal;
  const writer = await pageWriterFor(request, context, {
    actor: user ? { id: user.id, role: user.role } : null,
    via: apiActor(principal).via,
  });
  const result = await restorePageRevision(writer, name, id);
  if (result.status === "not-found") return pageRevisionRecord.notFound();
  return noStoreJson({ page: result.page });
}
