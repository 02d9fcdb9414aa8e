/**
 * GET /api/v1/admin/blog/posts/{id}/revisions/{revisionId} → `{ revision }`: every field of the
 * post as it was, who replaced it and when, and what the change altered. 404 for an unknown
 * post or revision, or a revision of another post.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, postRecord, revisionRecord } from "~/http/admin-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";
import { getRevision } from "~/services/blog/revision-history.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const postId = postRecord.idFrom(params.id);
  if (postId instanceof Response) return postId;
  const revisionId = revisionRecord.idFrom(params.revisionId);
  if (revisionId instanceof Response) return revisionId;
  const revision = await getRevision(await context.db(), postId, revisionId);
  return revision ? noStoreJson({ revision }) : revisionRecord.notFound();
}

export function action() {
  return methodNotAllowed("GET");
}
