/**
 * The database: the nine stored entities of the product (users, sessions, posts, enquiries...) plus the tables
 * the product needs around them (newsletter, consent proof, rate limits). Column names are
 * snake_case in SQL and camelCase in TypeScript.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApiKeyPermission } from "./api-key-permissions";
import type { LeadAttribution } from "./lead-attribution";
import type { LeadStatus } from "./lead-statuses";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const userRoles = ["user", "admin", "super_admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const userStatuses = ["active", "suspended"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  email: text("email").notNull().unique(),
  isAdmin: boolean("is_admin").notNull().default(false),
  role: text("role").$type<UserRole>().notNull().default("user"),
  refreshToken: text("refresh_token"),
  lastLogin: timestamp("last_login", { withTimezone: true }),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** The secret in force: sign-in checks codes against it while twoFactorEnabled is true. */
  twoFactorSecret: text("two_factor_secret"),
  /** A new secret being set up; it replaces twoFactorSecret only once a code from it is confirmed. */
  twoFactorPendingSecret: text("two_factor_pending_secret"),
  twoFactorBackupCodes: text("two_factor_backup_codes").array(),
  /** The last TOTP time step accepted, so that each code works once. */
  twoFactorLastStep: integer("two_factor_last_step"),
  /** A suspended account cannot sign in, and its sessions, tokens and API keys are ended. */
  status: text("status").$type<UserStatus>().notNull().default("active"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A single-use invitation to the portal. The link carries a random token; the row keeps only
 * its SHA-256. It ends when accepted, revoked or seven days old.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<UserRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("user_invitations_email_idx").on(t.email)],
);

export const accountLinkPurposes = ["password-reset", "unlock"] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/**
 * A single-use link mailed to an account's own address: a password reset, or the way back in
 * while the account is locked (docs/decisions/0033). The link carries a random token; the row
 * keeps only its SHA-256. It ends when used or 30 minutes old. An unlock link's `lock_key`
 * names the lock it answers, so a lock gets one link however often it is reported.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountLinkPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    lockKey: text("lock_key").unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_links_user_idx").on(t.userId),
    index("account_links_expires_idx").on(t.expiresAt),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** "web" for the cookie session of the admin screens, "api" for a bearer-token sign-in. */
    kind: text("kind").$type<"web" | "api">().notNull().default("web"),
    /** Idle timeout is measured from here. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** The id (jti) of the one refresh token of this session that may still be used. */
    refreshTokenId: text("refresh_token_id"),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

export const csrfTokens = pgTable("csrf_tokens", {
  id: serial("id").primaryKey(),
  sessionId: text("session_id").notNull().unique(),
  token: text("token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const accountLockouts = pgTable(
  "account_lockouts",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    /**
     * What is counted: "email" the account as a whole, "email+ip" one network's attempts on one
     * account, "ip" one network's attempts on any (app/services/auth/lockout.server.ts).
     */
    identifierType: text("identifier_type").$type<"email" | "email+ip" | "ip">().notNull(),
    /** The account (its e-mail) an "email+ip" record counts for, to count its networks. */
    account: text("account"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** How many times this identifier has been locked; each lock lasts twice the one before. */
    lockCount: integer("lock_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("account_lockouts_identifier_idx").on(t.identifierType, t.identifier),
    index("account_lockouts_account_idx")
      .on(t.account)
      .where(sql`${t.account} is not null`),
  ],
);

/**
 * The step between a right password and the second factor. The challenge token (a JWT) names
 * its row by jti; the row makes it single-use and caps the codes tried against it.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    /** Opened by an unlock link: its codes are not refused by the lock of the whole account. */
    viaUnlock: boolean("via_unlock").notNull().default(false),
    spentAt: timestamp("spent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_challenges_expires_idx").on(t.expiresAt)],
);

export const securityAuditLog = pgTable(
  "security_audit_log",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Who acted, as they were when the entry was written: the account's e-mail, or the address
     * a failed sign-in gave. Kept when the account goes (user_id becomes null), so the log never
     * has to guess the actor from what the entry is about.
     */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    resource: text("resource"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_audit_log_timestamp_idx").on(t.timestamp)],
);

export const tokenBlacklist = pgTable("token_blacklist", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  tokenType: text("token_type").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  blacklistedAt: timestamp("blacklisted_at", { withTimezone: true }).notNull().defaultNow(),
  reason: text("reason"),
});

export const verificationStatuses = ["verified", "unverified", "not_configured"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export { leadStatuses, type LeadStatus } from "./lead-statuses";

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    projectType: text("project_type"),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** How the sender was checked: a verified reCAPTCHA token, none (JavaScript off), or checks switched off. */
    verificationStatus: text("verification_status")
      .$type<VerificationStatus>()
      .notNull()
      .default("unverified"),
    recaptchaScore: real("recaptcha_score"),
    /** The sender's IP address as a salted hash, never in clear. */
    ipHash: text("ip_hash"),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /**
     * The submission's idempotency key: a double submit, a client's retry or a redelivered
     * queue message finds the row already there instead of adding a second.
     */
    intakeKey: text("intake_key"),
    /**
     * The anonymous id of the sender's cookie consent when they wrote, linking the enquiry to
     * its proof of consent, so a data-subject request finds (and erases) both.
     */
    consentId: uuid("consent_id"),
    /** Where the sender came from (first and last touch), when analytics consent allowed keeping it. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
  },
  (t) => [
    uniqueIndex("contact_submissions_intake_key_idx").on(t.intakeKey),
    // Data-subject requests look a person up by e-mail, in any case.
    index("contact_submissions_email_idx").on(sql`lower(${t.email})`),
    index("contact_submissions_created_idx").on(t.createdAt),
    index("contact_submissions_status_idx").on(t.status, t.createdAt),
    // The inbox search (ILIKE '%term%' on each of these) as a BitmapOr of trigram indexes
    // instead of a scan of every enquiry; decision 0025.
    index("contact_submissions_first_name_trgm_idx").using("gin", sql`${t.firstName} gin_trgm_ops`),
    index("contact_submissions_last_name_trgm_idx").using("gin", sql`${t.lastName} gin_trgm_ops`),
    index("contact_submissions_full_name_trgm_idx").using(
      "gin",
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index("contact_submissions_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("contact_submissions_company_trgm_idx").using("gin", sql`${t.company} gin_trgm_ops`),
    check(
      "contact_submissions_status_check",
      sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost')`,
    ),
  ],
);

/** What the team noted about an enquiry, newest last; erased with the enquiry. */
export const contactSubmissionNotes = pgTable(
  "contact_submission_notes",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so a note still says who wrote it after the account is gone. */
    authorEmail: text("author_email"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_submission_notes_submission_idx").on(t.submissionId, t.createdAt)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    author: text("author"),
    imageUrl: text("image_url"),
    readTime: text("read_time").notNull().default("5 min read"),
    published: boolean("published").notNull().default(false),
    publishedDate: timestamp("published_date", { withTimezone: true }),
    /**
     * A published post with this moment in the future is scheduled: the public sees it only from
     * then on, decided at read time, so it goes live on time without anything having to run.
     */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    tags: text("tags").array(),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The content as the post's page shows it, rendered and sanitised when the content was
     * written (app/services/blog/rendered-content.server.ts), so a page view does not render it.
     */
    contentHtml: text("content_html"),
    /**
     * What contentHtml was rendered from: the content's md5 and the renderer's version. A read
     * compares it with the content as it is, so HTML of other text or of an older renderer (a
     * write that did not render, a renderer changed since) is never shown.
     */
    contentHtmlOf: text("content_html_of"),
    /** Full-text search document: title weighs most, then excerpt, then content. */
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${blogPosts.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${blogPosts.excerpt}, '')), 'B') || setweight(to_tsvector('english', coalesce(${blogPosts.content}, '')), 'C')`,
    ),
  },
  (t) => [
    // The public list's order, for published posts only: a page (however deep) and the count
    // read this small index instead of sorting the table. publish_at rides along so that
    // leaving out scheduled posts needs no visit to the table.
    index("blog_posts_public_order_idx")
      .on(
        t.publishedDate.desc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.publishAt,
      )
      .where(sql`${t.published}`),
    // The next scheduled go-live, which the edge caches must not outlive.
    index("blog_posts_scheduled_idx")
      .on(t.publishAt)
      .where(sql`${t.published} and ${t.publishAt} is not null`),
    // The admin table's order (newest first, drafts included).
    index("blog_posts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("blog_posts_published_date_idx").on(t.published, t.publishedDate),
    index("blog_posts_category_idx").on(t.published, t.category),
    index("blog_posts_search_idx").using("gin", t.search),
    // The admin table's search (ILIKE '%term%' on each of these) as a BitmapOr of trigram
    // indexes instead of a scan of every post; decision 0025.
    index("blog_posts_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("blog_posts_slug_trgm_idx").using("gin", sql`${t.slug} gin_trgm_ops`),
    index("blog_posts_category_trgm_idx").using("gin", sql`${t.category} gin_trgm_ops`),
    index("blog_posts_excerpt_trgm_idx").using("gin", sql`${t.excerpt} gin_trgm_ops`),
  ],
);

/**
 * A post as it was before a change (editor, API, publish toggle or restore): every field an
 * admin writes, who made the change and when, and which fields the change altered.
 */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    author: text("author"),
    imageUrl: text("image_url"),
    readTime: text("read_time").notNull(),
    tags: text("tags").array(),
    published: boolean("published").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    /** Who made the change that replaced this version (null: an API key, or a deleted account). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Their e-mail when they made it, so the history still names them after the account goes. */
    userEmail: text("user_email"),
    /** The fields the change altered. */
    changed: text("changed").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.id.desc())],
);

/**
 * When each visitor (a salted hash of IP and browser, never either in clear) last counted as a
 * view of a post: a post's view count grows by one per visitor per half hour, not per request.
 */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitorHash] }),
    index("blog_post_views_viewed_idx").on(t.viewedAt),
  ],
);

export { apiKeyPermissions, type ApiKeyPermission } from "./api-key-permissions";

export const apiKeys = pgTable("api_keys", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** A SHA-256 hash of the key; the key itself is shown once and never stored. */
  key: text("key").notNull().unique(),
  /** The first characters of the key, so an admin can tell keys apart. */
  prefix: text("prefix").notNull().default(""),
  permissions: text("permissions")
    .array()
    .$type<ApiKeyPermission[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean("active").notNull().default(true),
  lastUsed: timestamp("last_used", { withTimezone: true }),
  /** Who made the key: suspending or deleting that person revokes it. */
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

/** Proof of consent (GDPR Art. 7(1)): who is an anonymous id, never an IP address. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    anonymousId: uuid("anonymous_id").notNull(),
    necessary: boolean("necessary").notNull().default(true),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    functional: boolean("functional").notNull(),
    version: text("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_records_anonymous_idx").on(t.anonymousId)],
);

/** Fixed-window counters shared by every isolate (contact form, chat, sign-in by IP). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/**
 * First-party analytics events, kept raw for at most 25 months. The visitor is a hash that
 * changes every day (never an IP or user agent), so a visitor cannot be followed across days.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    visitor: text("visitor").notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    /** The event's own fields (referrer and UTM of a page view, the scroll depth, the search term...). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("analytics_events_occurred_idx").on(t.occurredAt)],
);

/**
 * Daily totals rolled up from the raw events by the Cron, kept for good: per day, a metric
 * (visits, page views by path, sources, campaigns, searches, not-found paths, scroll depth) and
 * its dimension, with the count of events and of distinct visitors.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    dimension: text("dimension").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.dimension] }),
    // The daily chart reads one metric's rows for a range of days; by day first, it would
    // walk every metric's rows of those days.
    index("analytics_daily_metric_day_idx").on(t.metric, t.day),
  ],
);

/**
 * What the mail queue's consumer has sent, by each message's idempotency key (its SHA-256, so no
 * address is kept here): a redelivered or retried message finds its key sent and is not sent
 * again. A claim keeps two deliveries of one message from sending it at the same time; a claim
 * that ran out (the consumer died mid-send) may be taken again. Purged after 30 days.
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  keyHash: text("key_hash").primaryKey(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Site-wide settings that an admin changes on the Settings screen, one row per setting, each
 * value JSON of the setting's own shape (app/services/mail/settings.server.ts reads them). A
 * setting without a row has its default.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The site's own pages (home, team, resources, the legal pages, the company details), one row
 * per page: the draft admins edit, the document the public sees, and a document scheduled to
 * replace it at `publish_at` (decided at read time, like a scheduled post). `version` grows with
 * every write, so a save made from an older version is refused instead of overwriting.
 */
export const sitePages = pgTable(
  "site_pages",
  {
    name: text("name").primaryKey(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    published: jsonb("published").$type<Record<string, unknown>>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Who published (named through their account; null once it is gone, or for an API key). */
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    scheduled: jsonb("scheduled").$type<Record<string, unknown>>(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    scheduledBy: uuid("scheduled_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "site_pages_name_check",
      sql`${t.name} in ('home', 'team', 'resources', 'privacy', 'terms', 'cookies', 'site')`,
    ),
    check("site_pages_scheduled_check", sql`(${t.scheduled} is null) = (${t.publishAt} is null)`),
    // The next scheduled go-live of a page, which the edge caches must not outlive.
    index("site_pages_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/** Every document a page was published with (or scheduled to be), newest last. */
export const sitePageRevisions = pgTable(
  "site_page_revisions",
  {
    id: serial("id").primaryKey(),
    pageName: text("page_name")
      .notNull()
      .references(() => sitePages.name, { onDelete: "cascade" }),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    /** When it went (or goes) live. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("site_page_revisions_page_idx").on(t.pageName, t.id.desc())],
);

export type User = typeof users.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogPostRevision = typeof blogPostRevisions.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type ApiKey = typeof apiKeys.$inferSelect;
export type SitePage = typeof sitePages.$inferSelect;
