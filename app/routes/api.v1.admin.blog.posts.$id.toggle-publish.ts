/** POST /api/v1/admin/blog/posts/{id}/toggle-publish → `{ post }` with `published` flipped; 404 for an unknown id. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import {
  actorOf,
  methodNotAllowed,
  noStoreJson,
  postIdParam,
  postNotFound,
} from "~/services/admin-api.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { afterBlogChange } from "~/services/blog-admin-effects.server";
import { toggleBlogPostPublished } from "~/services/blog-admin.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const id = postIdParam(params.id);
  if (id instanceof Response) return id;
  const db = await context.db();
  const result = await toggleBlogPostPublished(db, id);
  if (result.status !== "ok") return postNotFound();
  const actor = actorOf(principal);
  await afterBlogChange(request, context, db, {
    action: "post.publish_toggled",
    postId: id,
    userId: actor.userId,
    metadata: { ...actor.metadata, published: result.post.published },
  });
  return noStoreJson({ post: result.post });
}
