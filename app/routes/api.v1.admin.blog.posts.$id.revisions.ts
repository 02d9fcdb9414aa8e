/**
 * GET /api/v1/admin/blog/posts/{id}/revisions → `{ revisions: [{ id, title, createdAt,
 * userEmail, changed }] }`, newest first: the versions earlier changes replaced. 404 for an
 * unknown post.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, postRecord } from "~/http/admin-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";
import { getAdminPost } from "~/services/blog/admin-posts.server";
import { listRevisions } from "~/services/blog/revision-history.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const id = postRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  const db = await context.db();
  const [post, revisions] = await Promise.all([getAdminPost(db, id), listRevisions(db, id)]);
  if (!post) return postRecord.notFound();
  return noStoreJson({ revisions });
}

export function action() {
  return methodNotAllowed("GET");
}
