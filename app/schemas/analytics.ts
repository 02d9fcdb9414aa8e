/**
 * First-party analytics events as the browser sends them to POST /api/v1/events, and the lead
 * attribution an enquiry carries. Every string is bounded so no event can fill a row.
 */
import { z } from "zod";
import { WITHOUT_CONTROL_CHARACTERS, WITHOUT_LONE_SURROGATES } from "~/lib/control-characters";
import type { LeadAttribution, VisitTouch } from "~db/lead-attribution";
import { text } from "./text";

const MAX_EVENTS_PER_BATCH = 20;
const SCROLL_DEPTHS = [25, 50, 75, 90, 100] as const;

/**
 * Every string of an event or an attribution: no NUL (as all text), no control character and
 * no half of a surrogate pair (which would make Postgres refuse the batch after a 204).
 */
const line = () =>
  text()
    .regex(
      WITHOUT_CONTROL_CHARACTERS,
      "Analytics events must not contain control characters (such as tabs or line breaks).",
    )
    .regex(
      WITHOUT_LONE_SURROGATES,
      "Analytics events must be valid Unicode text (half of a surrogate pair was sent).",
    );

/**
 * A page's path on this site, as `location.pathname` gives it: "/blog/post". Never another
 * host ("//host", "/\\host") and nothing a URL parser reads otherwise than the report shows it
 * (a query or fragment, a backslash, which it takes for a slash, or "//" further on).
 */
const path = line()
  .trim()
  .min(1, "Each event needs the page's path.")
  .max(500)
  .regex(/^\/(?![/\\])/, "An event's path must be a path on this site, starting with one /.")
  .regex(
    /^(?!.*\/\/)[^?#\\]*$/u,
    "An event's path must be the page's path alone: no //, backslash, ? or # in it.",
  );
const short = line().trim().max(200);
const optionalShort = short.optional();

const utm = z
  .object({
    source: optionalShort,
    medium: optionalShort,
    campaign: optionalShort,
    term: optionalShort,
    content: optionalShort,
  })
  .strict();

const pageView = z
  .object({
    type: z.literal("page_view"),
    path,
    referrer: line().max(500).optional(),
    utm: utm.optional(),
    /** How long the page took to load, in milliseconds (the first page of a visit). */
    loadMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

const scrollDepth = z
  .object({
    type: z.literal("scroll_depth"),
    path,
    depth: z.union(
      SCROLL_DEPTHS.map((depth) => z.literal(depth)) as never as [
        z.ZodLiteral<25>,
        z.ZodLiteral<50>,
        z.ZodLiteral<75>,
        z.ZodLiteral<90>,
        z.ZodLiteral<100>,
      ],
    ),
  })
  .strict();

const click = z
  .object({ type: z.literal("click"), path, label: short.min(1), location: short })
  .strict();

const search = z
  .object({
    type: z.literal("search"),
    path,
    term: short.min(1),
    results: z.number().int().min(0).max(1_000_000),
  })
  .strict();

const notFound = z.object({ type: z.literal("not_found"), path }).strict();
const lead = z.object({ type: z.literal("lead"), path }).strict();

export const analyticsEventSchema = z.discriminatedUnion(
  "type",
  [pageView, scrollDepth, click, search, notFound, lead],
  {
    errorMap: (issue, context) =>
      issue.code === "invalid_union_discriminator"
        ? {
            message:
              "Each event needs a type: page_view, scroll_depth, click, search, not_found or lead.",
          }
        : { message: context.defaultError },
  },
);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(analyticsEventSchema, { message: "Send the events as a list: { events: [...] }." })
      .min(1, "Send at least one event.")
      .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at a time.`),
  })
  .strict();

const touchSchema: z.ZodType<VisitTouch> = z.object({
  source: short,
  medium: short,
  campaign: short.nullable(),
  term: short.nullable(),
  content: short.nullable(),
  referrer: line().max(500).nullable(),
  landingPage: line().max(500),
  at: z.string().datetime(),
});

export const leadAttributionSchema: z.ZodType<LeadAttribution> = z.object({
  firstTouch: touchSchema,
  lastTouch: touchSchema.nullable(),
  pageViews: z.number().int().min(0).max(100_000),
});
