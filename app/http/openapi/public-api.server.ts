/** The public half of /api/v1 in the OpenAPI document: blog reads, page data, leads, consent, chat, analytics, health. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { analyticsBatchSchema } from "~/schemas/analytics";
import {
  consentRecord,
  healthBody,
  pageMeta,
  publicBlogPost,
  publicPostPage,
} from "~/schemas/api-responses";
import { blogListQuerySchema, blogSlugSchema } from "~/schemas/blog-query";
import { chatRequestSchema } from "~/schemas/chat";
import { consentChoiceSchema } from "~/schemas/consent";
import { contactSchema } from "~/schemas/contact";
import {
  bodyRefusals,
  databaseDown,
  invalid,
  jsonContent,
  jsonResponse,
  methodNotAllowed,
  refusal,
  refusalWithRetry,
  PUBLIC,
  type Shared,
} from "./common.server";

const POST_EXAMPLE = {
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

export { POST_EXAMPLE };

const CACHED = {
  "Cache-Control": {
    description: "How long browsers and the edge may keep the answer.",
    schema: { type: "string" },
  },
} as const;

const postNotFound = (shared: Shared) =>
  refusal(shared, "No published post has this slug.", "Blog post not found");

export function registerPublicApi(registry: OpenAPIRegistry, shared: Shared) {
  const post = registry.register("PublicBlogPost", publicBlogPost);
  const postPage = registry.register("PublicPostPage", publicPostPage);
  const meta = registry.register("PageMeta", pageMeta);
  const consent = registry.register("ConsentRecord", consentRecord);
  const slug = z.object({ slug: blogSlugSchema });

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
      503: databaseDown(shared),
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
      404: postNotFound(shared),
      503: databaseDown(shared),
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
      503: databaseDown(shared),
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
      503: databaseDown(shared),
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
      404: postNotFound(shared),
      503: databaseDown(shared),
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
        description: "The page's metadata.",
        headers: CACHED,
        content: jsonContent(z.object({ meta, initialData: z.null() })),
      },
      404: refusal(shared, "No public page has this name.", "Page not found"),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/contact",
    tags: ["Leads"],
    summary: "Send an enquiry",
    description:
      "Rate limited per sender: past the limit the answer is 429 with Retry-After. An `Idempotency-Key` header names a submission: sending it again with the same key and fields answers for the first one and stores nothing new.",
    request: {
      headers: z.object({
        "Idempotency-Key": z
          .string()
          .regex(/^[\x21-\x7e]{1,255}$/)
          .optional()
          .openapi({ example: "3f1c2a9e-enquiry-1" }),
      }),
      body: {
        required: true,
        content: jsonContent(
          contactSchema.extend({ recaptchaToken: z.string().max(4096).optional() }),
          {
            firstName: "Grace",
            lastName: "Hopper",
            email: "grace@example.com",
            company: "Example Ltd",
            projectType: "llm-integration",
            message: "We would like an assistant that answers from our manuals.",
            recaptchaToken: "03AFcWeA...",
          },
        ),
      },
    },
    responses: {
      201: jsonResponse("Stored.", z.object({ message: z.string(), id: z.number().int() }), {
        message: "Thank you! We'll be in touch within 24 hours.",
        id: 17,
      }),
      202: jsonResponse(
        "Accepted while the database is away; stored when it is back.",
        shared.error,
      ),
      400: invalid(shared, "Please check the highlighted fields.", {
        email: ["Please enter a valid email address"],
      }),
      405: methodNotAllowed(shared),
      ...bodyRefusals(shared),
      429: refusalWithRetry(
        shared,
        "Too many enquiries from this sender.",
        "Too many submissions. Please try again in 10 minutes.",
      ),
      503: databaseDown(shared),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/consent",
    tags: ["Consent"],
    summary: "The visitor's cookie consent",
    responses: {
      200: jsonResponse(
        "The current choice, or null when none is current.",
        z.object({ consent: z.union([consent, z.null()]) }),
      ),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/consent",
    tags: ["Consent"],
    summary: "Record a cookie consent choice",
    description: "Sets the consent cookie. Rate limited per visitor (429 with Retry-After).",
    request: {
      body: { required: true, content: jsonContent(consentChoiceSchema, { intent: "accept-all" }) },
    },
    responses: {
      200: jsonResponse("The recorded choice.", z.object({ consent })),
      400: invalid(shared, 'intent must be "accept-all", "reject-all" or "save"'),
      405: methodNotAllowed(shared),
      ...bodyRefusals(shared),
      429: refusalWithRetry(shared, "Too many choices from this visitor.", "Too many requests"),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/chat",
    tags: ["Chat"],
    summary: "Ask the chat assistant",
    description: "Rate limited per visitor and session (429 with Retry-After).",
    request: {
      body: {
        required: true,
        content: jsonContent(chatRequestSchema, {
          message: "How long does an LLM integration take?",
          sessionId: "5b8e2f7a-3c1d-4e6f-9a0b-1c2d3e4f5a6b",
        }),
      },
    },
    responses: {
      200: jsonResponse("The assistant's answer.", z.object({ response: z.string() })),
      400: invalid(shared, "Message is required"),
      405: methodNotAllowed(shared),
      ...bodyRefusals(shared),
      429: refusalWithRetry(
        shared,
        "Too many messages.",
        "You're sending messages too quickly. Please wait a moment and try again.",
      ),
      502: refusal(
        shared,
        "The assistant's service did not answer.",
        "The chat assistant is unavailable right now. Please try again later.",
      ),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/events",
    tags: ["Analytics"],
    summary: "Record first-party analytics events",
    description:
      "At most 20 events, 8 KB, as application/json or (navigator.sendBeacon) text/plain. Stores nothing without analytics consent, with Global Privacy Control or for a bot, and answers 204 either way.",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: analyticsBatchSchema,
            example: { events: [{ type: "page_view", path: "/blog" }] },
          },
          "text/plain": { schema: analyticsBatchSchema },
        },
      },
    },
    responses: {
      204: { description: "Received." },
      400: invalid(shared, "Send at least one event."),
      405: methodNotAllowed(shared),
      ...bodyRefusals(shared),
      429: refusalWithRetry(
        shared,
        "Too many events from this browser.",
        "Too many analytics events from this browser. Please wait a minute.",
      ),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/openapi.json",
    tags: ["Operations"],
    summary: "This document",
    responses: {
      200: {
        description: "The OpenAPI 3.1 document of /api/v1.",
        headers: CACHED,
        content: jsonContent(z.object({ openapi: z.string() }).passthrough()),
      },
      405: methodNotAllowed(shared),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "get",
    path: "/api/v1/health",
    tags: ["Operations"],
    summary: "Health",
    responses: {
      200: jsonResponse("Up.", healthBody, {
        status: "ok",
        database: "ok",
        cache: "ok",
        deadLetters: 0,
        environment: "production",
        version: "2026.11.27",
      }),
      503: jsonResponse("Degraded: the database is down.", healthBody),
    },
  });
}
