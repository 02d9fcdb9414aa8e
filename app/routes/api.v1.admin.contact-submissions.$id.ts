/**
 * PATCH /api/v1/admin/contact-submissions/{id} (JSON `{ status?, note? }`) → `{ submission }`
 * with its status and notes; 400 for an unknown status or an empty change, 404 for an unknown
 * id. Bearer token with write permission and X-CSRF-Token, like every admin write.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { recordParam } from "~/http/record-param.server";
import { methodNotAllowed } from "~/lib/json-response";
import { leadUpdateSchema } from "~/schemas/submissions";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { updateLead } from "~/services/leads/pipeline.server";

const submissionRecord = recordParam("submission", "Submission not found");

export const loader = () => methodNotAllowed("PATCH");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const id = submissionRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  const body = await parseJsonBody(request, leadUpdateSchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;

  const actor = apiActor(principal);
  const label = principal.user ? principal.user.email : `API key "${principal.apiKey.name}"`;
  const submission = await updateLead(
    await context.db(),
    id,
    body.data,
    { userId: actor.userId, label, via: actor.via },
    requestMeta(request, context),
  );
  return submission ? noStoreJson({ submission }) : submissionRecord.notFound();
}
