/** The rest of the public /api/v1 in the OpenAPI document: leads, consent, chat, analytics, operations. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { analyticsBatchSchema } from "~/schemas/analytics";
import { consentRecord, healthBody } from "~/schemas/api-responses";
import { chatRequestSchema } from "~/schemas/chat";
import { consentChoiceSchema } from "~/schemas/consent";
import { contactSchema } from "~/schemas/contact";
import {
  CACHED,
  invalid,
  jsonContent,
  jsonResponse,
  refusal,
  refusals,
  refusalWithRetry,
  PUBLIC,
  type Shared,
} from "./common.server";

export function registerPublicApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const consent = registry.register("ConsentRecord", consentRecord);

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
      429: refusalWithRetry(
        shared,
        "Too many enquiries from this sender.",
        "Too many submissions. Please try again in 10 minutes.",
      ),
      ...refused(405, 413, 415, 503),
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
      429: refusalWithRetry(shared, "Too many choices from this visitor.", "Too many requests"),
      ...refused(405, 413, 415),
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
      ...refused(405, 413, 415),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/events",
    tags: ["Analytics"],
    summary: "Record first-party analytics events",
    description:
      "At most 20 events, 8 KB, as application/json or (navigator.sendBeacon) text/plain. Stores nothing without analytics consent, with Global Privacy Control, for a bot or without a User-Agent, and answers 204 either way. No text in an event may hold a control character, and a path is the page's path alone. Limited to 30 batches a minute per browser and 60 per address.",
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
      429: refusalWithRetry(
        shared,
        "Too many events from this browser, or from its address.",
        "Too many analytics events from this browser. Please wait a minute.",
      ),
      ...refused(405, 413, 415),
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
      ...refused(405),
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
        unsentMail: 0,
        environment: "production",
        version: "2026.11.27",
      }),
      503: jsonResponse("Degraded: the database is down.", healthBody),
    },
  });
}
