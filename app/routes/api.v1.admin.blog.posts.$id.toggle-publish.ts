/** POST /api/v1/admin/blog/posts/{id}/toggle-publish → `{ post }` with `published` flipped; 404 for an unknown id. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, postRecord } from "~/http/admin-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { blogWriterFor, toggleBlogPostPublished } from "~/services/blog/admin-posts.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const id = postRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  const writer = await blogWriterFor(request, context, apiActor(principal));
  const result = await toggleBlogPostPublished(writer, id);
  if (result.status !== "ok") return postRecord.notFound();
  return noStoreJson({ post: result.post });
}
