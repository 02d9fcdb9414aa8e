/** The public blog reads in the OpenAPI document: published posts, and the public pages' data. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { pageMeta, publicBlogPost, publicPostPage } from "~/schemas/api-responses";
import { blogListQuerySchema, blogSlugSchema } from "~/schemas/blog-query";
import {
  CACHED,
  invalid,
  jsonContent,
  refusal,
  refusals,
  PUBLIC,
  type Shared,
} from "./common.server";

/** A published post, as the public reads it; the admin blog's examples start from it. */
export const POST_EXAMPLE = {
  id: 1,
  slug: "shipping-llm-features",
  title: "Shipping LLM features that last",
  excerpt: "What we learned putting language models in front of customers.",
  content: "## Start from the task\n\nA model is only as useful as the job it is given...",
  category: "Engineering",
  author: "Ada Lovelace",
  imageUrl: null,
  readTime: "5 min read",
  tags: ["llm", "product"],
  published: true,
  publishedDate: "2026-11-02T09:00:00.000Z",
  viewCount: 42,
  metaDescription: null,
  metaKeywords: null,
  createdAt: "2026-11-01T16:20:00.000Z",
  updatedAt: "2026-11-02T09:00:00.000Z",
};

export function registerPublicBlogApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const post = registry.register("PublicBlogPost", publicBlogPost);
  const postPage = registry.register("PublicPostPage", publicPostPage);
  const meta = registry.register("PageMeta", pageMeta);
  const slug = z.object({ slug: blogSlugSchema });
  const postNotFound = refusal(shared, "No published post has this slug.", "Blog post not found");

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/blog/posts",
    tags: ["Blog"],
    summary: "List published posts",
    description: "Newest first. Drafts and posts scheduled for later are never listed.",
    request: { query: blogListQuerySchema },
    responses: {
      200: {
        description: "One page of published posts.",
        headers: CACHED,
        content: jsonContent(postPage, {
          posts: [POST_EXAMPLE],
          pagination: { page: 1, limit: 9, total: 1, totalPages: 1 },
        }),
      },
      400: invalid(shared, "Invalid query parameters", { page: ["page must be at least 1"] }),
      ...refused(503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/blog/posts/{slug}",
    tags: ["Blog"],
    summary: "Read a published post",
    request: { params: slug },
    responses: {
      200: { description: "The post.", headers: CACHED, content: jsonContent(post, POST_EXAMPLE) },
      404: postNotFound,
      ...refused(503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/blog/categories",
    tags: ["Blog"],
    summary: "Categories of published posts",
    responses: {
      200: {
        description: "The categories' names.",
        headers: CACHED,
        content: jsonContent(z.array(z.string()), ["Engineering", "Case studies"]),
      },
      ...refused(503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/ssr/blog",
    tags: ["Page data"],
    summary: "The blog list page's metadata and first page",
    responses: {
      200: {
        description: "What the blog list renders first.",
        headers: CACHED,
        content: jsonContent(
          z.object({
            meta,
            initialData: publicPostPage.extend({ categories: z.array(z.string()) }),
          }),
        ),
      },
      ...refused(503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/ssr/blog/{slug}",
    tags: ["Page data"],
    summary: "A post page's metadata and post",
    request: { params: slug },
    responses: {
      200: {
        description: "What the post page renders.",
        headers: CACHED,
        content: jsonContent(z.object({ meta, initialData: z.object({ post }) })),
      },
      404: postNotFound,
      ...refused(503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/ssr/page/{name}",
    tags: ["Page data"],
    summary: "A public page's metadata",
    request: {
      params: z.object({
        name: z.string().openapi({ example: "home", description: "home, blog, team, privacy..." }),
      }),
    },
    responses: {
      200: {
        description: "The page's metadata, as its published documents write it.",
        headers: CACHED,
        content: jsonContent(z.object({ meta, initialData: z.null() })),
      },
      404: refusal(shared, "No public page has this name.", "Page not found"),
      ...refused(503),
    },
  });
}
