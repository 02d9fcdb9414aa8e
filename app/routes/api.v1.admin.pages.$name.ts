/**
 * GET /api/v1/admin/pages/{name} → `{ page: { name, title, status, draft, published, version, … } }`
 * PUT /api/v1/admin/pages/{name} `{ content, version, publish?, publishAt? }` → `{ page }`;
 *   400 with field errors, 403 (legal pages: super admins only), 404, 409 for a stale version
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { readJsonBody } from "~/http/json-body.server";
import { pageFrom } from "~/http/site-pages-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { refusalSummary } from "~/lib/refusal-summary";
import { MAX_PAGE_BODY_BYTES, pageFieldErrors, savePageBodySchema } from "~/schemas/site-page-api";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import {
  getSitePage,
  PAGE_CHANGED_MESSAGE,
  saveSitePage,
} from "~/services/pages/admin-pages.server";
import { pageWriterFor, requirePageEditor } from "~/services/pages/page-writer.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const name = pageFrom(params.name);
  if (name instanceof Response) return name;
  return noStoreJson({ page: await getSitePage(await context.db(), name) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const name = pageFrom(params.name);
  if (name instanceof Response) return name;
  requirePageEditor(principal.user, name, principal.via === "api_key");
  const body = await readJsonBody(request, { maxBytes: MAX_PAGE_BODY_BYTES });
  if (!body.ok) return body.response;
  const parsed = savePageBodySchema(name).safeParse(body.data);
  if (!parsed.success)
    return jsonError(400, refusalSummary(parsed.error, "Invalid request"), {
      errors: pageFieldErrors(parsed.error),
    });
  const { user } = principal;
  const writer = await pageWriterFor(request, context, {
    actor: user ? { id: user.id, role: user.role } : null,
    via: apiActor(principal).via,
  });
  const result = await saveSitePage(writer, name, parsed.data);
  if (result.status === "invalid") {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, messages]) => [`content.${field}`, messages]),
    );
    return jsonError(400, Object.values(errors)[0]?.[0] ?? "Invalid request", { errors });
  }
  if (result.status === "conflict")
    return jsonError(409, PAGE_CHANGED_MESSAGE, { page: result.page });
  return noStoreJson({ page: result.page });
}
