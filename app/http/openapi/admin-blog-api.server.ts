/** The admin blog endpoints in the OpenAPI document: posts, publishing, revisions. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { adminBlogPost, revision, revisionSummary } from "~/schemas/api-responses";
import {
  adminPostsQuerySchema,
  createBlogPostSchema,
  updateBlogPostSchema,
} from "~/schemas/blog-post";
import {
  adminSecurity,
  invalid,
  jsonContent,
  jsonResponse,
  recordId,
  refusal,
  refusals,
  type Shared,
} from "./common.server";
import { POST_EXAMPLE } from "./public-blog-api.server";

const ADMIN_POST_EXAMPLE = { ...POST_EXAMPLE, publishAt: null };

const NEW_POST_EXAMPLE = {
  slug: "shipping-llm-features",
  title: "Shipping LLM features that last",
  excerpt: "What we learned putting language models in front of customers.",
  content: `## Start from the task\n\n${"A model is only as useful as the job it is given. ".repeat(3)}`,
  category: "Engineering",
  tags: ["llm", "product"],
  published: false,
};

export function registerAdminBlogApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const postId = z.object({ id: recordId("The post's id.") });
  const revisionIds = postId.extend({ revisionId: recordId("The revision's id.") });
  const post = registry.register("AdminBlogPost", adminBlogPost);
  const postBody = z.object({ post });
  const notFound = refusal(shared, "No post has this id.", "Post not found");
  const badId = refusal(
    shared,
    "The id is not a number.",
    "The post id must be a positive whole number",
  );
  const slugTaken = invalid(shared, "A post with this slug already exists", {
    slug: ["A post with this slug already exists"],
  });
  const tags = ["Admin blog"];

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/blog/posts",
    tags,
    summary: "List posts, drafts included",
    security: adminSecurity("read"),
    request: { query: adminPostsQuerySchema },
    responses: {
      200: jsonResponse(
        "One page, newest first.",
        z.object({ posts: z.array(post), total: z.number().int() }),
        {
          posts: [ADMIN_POST_EXAMPLE],
          total: 1,
        },
      ),
      400: invalid(shared, "Page must be at least 1", { page: ["Page must be at least 1"] }),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/blog/posts",
    tags,
    summary: "Create a post",
    security: adminSecurity("write"),
    request: {
      body: { required: true, content: jsonContent(createBlogPostSchema, NEW_POST_EXAMPLE) },
    },
    responses: {
      201: jsonResponse("Created.", postBody, { post: ADMIN_POST_EXAMPLE }),
      400: invalid(shared, "Title is required", { title: ["Title is required"] }),
      409: { ...slugTaken, description: "Another post has this slug." },
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/blog/posts/{id}",
    tags,
    summary: "Read a post",
    security: adminSecurity("read"),
    request: { params: postId },
    responses: {
      200: jsonResponse("The post.", postBody, { post: ADMIN_POST_EXAMPLE }),
      400: badId,
      404: notFound,
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "put",
    path: "/api/v1/admin/blog/posts/{id}",
    tags,
    summary: "Change a post",
    description: "Every field is optional; a field left out is left unchanged.",
    security: adminSecurity("write"),
    request: {
      params: postId,
      body: {
        required: true,
        content: jsonContent(updateBlogPostSchema, { title: "A better title" }),
      },
    },
    responses: {
      200: jsonResponse("The post as changed.", postBody),
      400: invalid(shared, "Title is required", { title: ["Title is required"] }),
      404: notFound,
      409: { ...slugTaken, description: "Another post has this slug." },
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/blog/posts/{id}",
    tags,
    summary: "Delete a post",
    security: adminSecurity("delete"),
    request: { params: postId },
    responses: {
      200: jsonResponse(
        "Deleted.",
        z.object({
          message: z.string(),
          post: z.object({ id: z.number().int(), slug: z.string() }),
        }),
        { message: "Post deleted", post: { id: 1, slug: "shipping-llm-features" } },
      ),
      400: badId,
      404: notFound,
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/blog/posts/{id}/toggle-publish",
    tags,
    summary: "Publish or unpublish a post",
    security: adminSecurity("write"),
    request: { params: postId },
    responses: {
      200: jsonResponse("The post with `published` flipped.", postBody),
      400: badId,
      404: notFound,
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/blog/posts/{id}/revisions",
    tags,
    summary: "A post's earlier versions",
    security: adminSecurity("read"),
    request: { params: postId },
    responses: {
      200: jsonResponse("Newest first.", z.object({ revisions: z.array(revisionSummary) }), {
        revisions: [
          {
            id: 3,
            title: "Shipping LLM features",
            createdAt: "2026-11-02T09:00:00.000Z",
            userEmail: "admin@example.com",
            changed: ["title"],
          },
        ],
      }),
      400: badId,
      404: notFound,
      ...refused(401, 403, 405, 503),
    },
  });

  const revisionNotFound = refusal(shared, "No such post or revision.", "Revision not found");

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/blog/posts/{id}/revisions/{revisionId}",
    tags,
    summary: "One earlier version",
    security: adminSecurity("read"),
    request: { params: revisionIds },
    responses: {
      200: jsonResponse("Every field as it was, who replaced it and when.", z.object({ revision })),
      400: refusal(
        shared,
        "An id is not a number.",
        "The revision id must be a positive whole number",
      ),
      404: revisionNotFound,
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/blog/posts/{id}/revisions/{revisionId}/restore",
    tags,
    summary: "Put an earlier version back",
    description: "The version it replaces becomes a revision in turn.",
    security: adminSecurity("write"),
    request: { params: revisionIds },
    responses: {
      200: jsonResponse("The post as restored.", postBody),
      400: refusal(
        shared,
        "An id is not a number.",
        "The revision id must be a positive whole number",
      ),
      404: revisionNotFound,
      409: { ...slugTaken, description: "Another post has taken the revision's slug." },
      ...refused(401, 403, 405, 503),
    },
  });
}
