/**
 * GET    /api/v1/admin/blog/posts/{id} → `{ post }`
 * PUT    /api/v1/admin/blog/posts/{id} (JSON, every field optional) → `{ post }`; 400, 404, 409 for a taken slug
 * DELETE /api/v1/admin/blog/posts/{id} → `{ message, post: { id, slug } }`; 404
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, postRecord, slugTaken } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { methodNotAllowed } from "~/lib/json-response";
import { MAX_POST_BODY_BYTES, updateBlogPostSchema } from "~/schemas/blog-post";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import {
  blogWriterFor,
  deleteBlogPost,
  getAdminPost,
  updateBlogPost,
} from "~/services/blog/admin-posts.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const id = postRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  const post = await getAdminPost(await context.db(), id);
  return post ? noStoreJson({ post }) : postRecord.notFound();
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE")
    return methodNotAllowed("GET, PUT, DELETE");
  const principal = await requireApiAuth(request, context, {
    permission: request.method === "DELETE" ? "delete" : "write",
  });
  await requireApiCsrf(request, context, principal);
  const id = postRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  if (request.method === "DELETE") {
    const writer = await blogWriterFor(request, context, apiActor(principal));
    const result = await deleteBlogPost(writer, id);
    if (result.status !== "ok") return postRecord.notFound();
    return noStoreJson({
      message: "Post deleted",
      post: { id: result.post.id, slug: result.post.slug },
    });
  }

  const body = await parseJsonBody(request, updateBlogPostSchema, {
    maxBytes: MAX_POST_BODY_BYTES,
  });
  if (!body.ok) return body.response;
  const writer = await blogWriterFor(request, context, apiActor(principal));
  const result = await updateBlogPost(writer, id, body.data);
  if (result.status === "not-found") return postRecord.notFound();
  if (result.status === "slug-taken") return slugTaken();
  return noStoreJson({ post: result.post });
}
