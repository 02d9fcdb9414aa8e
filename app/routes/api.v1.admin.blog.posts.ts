/**
 * GET  /api/v1/admin/blog/posts?page&limit&status&search → `{ posts, total }` (limit 10 by default, at most 100).
 * POST /api/v1/admin/blog/posts (JSON post) → 201 `{ post }`; 400 `{ message, errors }`; 409 for a taken slug.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson, slugTaken } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { invalidQuery, jsonError, methodNotAllowed } from "~/lib/json-response";
import {
  adminPostsQueryFrom,
  createBlogPostSchema,
  MAX_POST_BODY_BYTES,
} from "~/schemas/blog-post";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { blogWriterFor, createBlogPost, listAdminPosts } from "~/services/blog/admin-posts.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const query = adminPostsQueryFrom(new URL(request.url).searchParams);
  if (!query.success) return invalidQuery(query.error);
  return noStoreJson(await listAdminPosts(await context.db(), query.data));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  const body = await parseJsonBody(request, createBlogPostSchema, {
    maxBytes: MAX_POST_BODY_BYTES,
  });
  if (!body.ok) return body.response;

  const writer = await blogWriterFor(request, context, apiActor(principal));
  const result = await createBlogPost(writer, body.data);
  if (result.status === "slug-taken") return slugTaken();
  if (result.status !== "ok") return jsonError(500, "Failed to create post");
  return noStoreJson({ post: result.post }, 201);
}
