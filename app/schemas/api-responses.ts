/**
 * The bodies /api/v1 answers with, as zod shapes: the OpenAPI document describes the responses
 * from these, and the integration suite checks every answer against that document, so a field
 * renamed in a service shows up as a failing test rather than a silently broken client.
 * Dates travel as ISO 8601 strings.
 */
import { z } from "zod";
import { apiKeyPermissions } from "~db/api-key-permissions";
import { leadStatuses } from "~db/lead-statuses";
import { userRoles, userStatuses, verificationStatuses } from "~db/schema";

const isoDateTime = z.string().datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d\d-\d\d$/);
const count = z.number().int().min(0);

/** Every refusal: the message a person can read. */
export const errorBody = z.object({ message: z.string() });

/** A refused body or query: the first message, and each field's messages. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.array(z.string())).optional(),
});

/** A refusal while sign-in is locked or limited: how many seconds to wait. */
export const retryErrorBody = z.object({
  message: z.string(),
  retryAfter: z.number().int().min(1).optional(),
});

/** What a post and each of its revisions hold alike. */
const postContentFields = {
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  readTime: z.string(),
  tags: z.array(z.string()).nullable(),
  published: z.boolean(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
};

const postFields = {
  id: z.number().int(),
  ...postContentFields,
  publishedDate: isoDateTime.nullable(),
  viewCount: count,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const publicBlogPost = z.object(postFields);

const pagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: count,
  totalPages: count,
});

export const publicPostPage = z.object({ posts: z.array(publicBlogPost), pagination });

/** A post as admins see it: drafts and scheduled posts too, with when it goes live. */
export const adminBlogPost = z.object({ ...postFields, publishAt: isoDateTime.nullable() });

export const revisionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: isoDateTime,
  userEmail: z.string().nullable(),
  changed: z.array(z.string()),
});

export const revision = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  ...postContentFields,
  publishAt: isoDateTime.nullable(),
  userId: z.string().uuid().nullable(),
  userEmail: z.string().nullable(),
  changed: z.array(z.string()),
  createdAt: isoDateTime,
});

export const pageMeta = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string().optional(),
  ogImage: z.string().url().optional(),
});

export const adminUser = z.object({ email: z.string().email(), role: z.enum(userRoles) });

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const signInBody = z.union([
  z.object({
    tokens: tokenPair.extend({ sessionToken: z.string() }),
    user: adminUser,
  }),
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);

export const consentRecord = z.object({
  id: z.string().uuid(),
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
  timestamp: isoDateTime,
  version: z.string(),
});

const leadNote = z.object({
  id: z.number().int(),
  authorEmail: z.string().nullable(),
  body: z.string(),
  createdAt: isoDateTime,
});

const attribution = z.object({}).passthrough().nullable();

const submissionSummary = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  projectType: z.string().nullable(),
  verificationStatus: z.enum(verificationStatuses),
  status: z.enum(leadStatuses),
  createdAt: isoDateTime,
  attribution,
  notes: z.array(leadNote),
};

export const submissionListItem = z.object(submissionSummary);

export const submission = z.object({
  ...submissionSummary,
  message: z.string(),
  recaptchaScore: z.number().nullable(),
});

/** The figures of the admin dashboard, as its screen shows them and the API sends them. */
export const dashboardStats = z.object({
  totalPosts: count,
  /** Live on the public blog. */
  publishedPosts: count,
  /** Published, but waiting for their publish-at moment. */
  scheduledPosts: count,
  draftPosts: count,
  totalViews: count,
  contactSubmissions: count,
  /** Enquiries at each status of the sales pipeline. */
  leadsByStatus: z.object(
    Object.fromEntries(leadStatuses.map((status) => [status, count])) as Record<
      (typeof leadStatuses)[number],
      typeof count
    >,
  ),
});

export type DashboardStats = z.infer<typeof dashboardStats>;

export const analyticsReport = z.object({
  range: z.object({ from: day, to: day }),
  totals: z.object({
    visitors: count,
    pageviews: count,
    leads: count,
    attributedLeads: count.describe(
      "Enquiries from visitors who allowed analytics, i.e. those counted in `visitors`: the conversion rate is attributedLeads / visitors.",
    ),
  }),
  daily: z.array(z.object({ date: day, visitors: count, pageviews: count, leads: count })),
  topPages: z.array(z.object({ path: z.string(), pageviews: count, visitors: count })),
  topPosts: z.array(
    z.object({
      path: z.string(),
      pageviews: count,
      visitors: count,
      averageScrollDepth: z.number().nullable(),
      leads: count,
    }),
  ),
  sources: z.array(z.object({ source: z.string(), visitors: count, leads: count })),
  campaigns: z.array(
    z.object({
      campaign: z.string(),
      source: z.string(),
      medium: z.string(),
      visitors: count,
      leads: count,
    }),
  ),
  searches: z.array(z.object({ term: z.string(), count, results: z.number().int() })),
  notFound: z.array(z.object({ path: z.string(), count })),
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  actor: z.string().nullable(),
  action: z.string(),
  resource: z.string().nullable(),
  details: z.object({}).passthrough(),
});

/** What is held about one person; each record as stored, so its fields are open. */
const records = z.array(z.object({}).passthrough());

/**
 * Everything held about a person, by the place it is held in
 * (app/services/privacy/personal-data-places.server.ts).
 */
export const dataSubject = z.object({
  email: z.string(),
  consentRecords: records,
  contactSubmissions: records,
  enquiryMentions: records,
  noteMentions: records,
  newsletter: records,
  invitations: records,
  failedSignIns: records,
  auditLog: records,
  postRevisions: records,
  analyticsEvents: records,
  analyticsDaily: records,
  account: records,
  intakeDeadLetters: records,
  chat: records.max(0),
});

/** How many records an erasure deleted or anonymised in each place. */
export const erasedCounts = z.object({
  consentRecords: count,
  contactSubmissions: count,
  enquiryMentions: count,
  noteMentions: count,
  newsletter: count,
  invitations: count,
  failedSignIns: count,
  auditLog: count,
  postRevisions: count,
  analyticsEvents: count,
  analyticsDaily: count,
  intakeDeadLetters: count,
  chat: count,
});

export const storedMedia = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: count,
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** A post (by id) or a page of the site (by name) that shows the image. */
export const mediaUser = z.union([
  z.object({ id: z.number().int(), title: z.string() }),
  z.object({ page: z.string(), title: z.string() }),
]);

export const mediaItem = storedMedia.extend({
  uploadedAt: isoDateTime,
  usedBy: z.array(mediaUser),
});

export const teamMember = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

export const pendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(userRoles),
  expiresAt: isoDateTime,
});

/** An API key as the API keys endpoints list it (never the key itself). */
export const apiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.enum(apiKeyPermissions)),
  active: z.boolean(),
  lastUsed: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The e-mail of who made it; null for a key made before makers were recorded. */
  owner: z.string().nullable(),
});

export const apiKeyIdentity = z.object({
  name: z.string(),
  permissions: z.array(z.enum(apiKeyPermissions)),
});

export const healthBody = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unavailable"]),
  cache: z.enum(["ok", "unavailable"]),
  deadLetters: count.nullable(),
  /** Mail not sent after every retry, kept for an operator (null where none can be kept). */
  unsentMail: count.nullable(),
  environment: z.string(),
  version: z.string(),
});
