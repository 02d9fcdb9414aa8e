/**
 * POST /api/v1/admin/blog/posts/{id}/revisions/{revisionId}/restore → `{ post }` as it is after
 * putting the revision back (the version it replaces becomes a revision; caches are purged).
 * 404 for an unknown post or revision, 409 when another post has taken the revision's slug.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, postRecord, revisionRecord, slugTaken } from "~/http/admin-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { blogWriterFor } from "~/services/blog/admin-posts.server";
import { restoreRevision } from "~/services/blog/revision-history.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const postId = postRecord.idFrom(params.id);
  if (postId instanceof Response) return postId;
  const revisionId = revisionRecord.idFrom(params.revisionId);
  if (revisionId instanceof Response) return revisionId;
  const writer = await blogWriterFor(request, context, apiActor(principal));
  const result = await restoreRevision(writer, postId, revisionId);
  if (result.status === "revision-not-found") return revisionRecord.notFound();
  if (result.status === "not-found") return postRecord.notFound();
  if (result.status === "slug-taken") return slugTaken();
  return noStoreJson({ post: result.post });
}
