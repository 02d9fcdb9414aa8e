/**
 * GET /api/v1/admin/blog/posts/{id}/revisions/{revisionId} → `{ revision }`: every field of the
 * post as it was, who replaced it and when, and what the change altered. 404 for an unknown
 * post or revision, or a revision of another post.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  noStoreJson,
  postIdParam,
  REVISION_NOT_FOUND,
  revisionIdParam,
} from "~/http/admin-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";
import { getRevision } from "~/services/blog/revision-history.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const postId = postIdParam(params.id);
  if (postId instanceof Response) return postId;
  const revisionId = revisionIdParam(params.revisionId);
  if (revisionId instanceof Response) return revisionId;
  const revision = await getRevision(await context.db(), postId, revisionId);
  return revision ? noStoreJson({ revision }) : jsonError(404, REVISION_NOT_FOUND);
}

export function action() {
  return methodNotAllowed("GET");
}
