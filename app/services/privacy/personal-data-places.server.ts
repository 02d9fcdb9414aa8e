/**
 * Every place that can hold an e-mail address or other personal data of a data subject, each
 * with how it is found (by the address, exactly and in any case) and what an erasure does there:
 * deletes it, anonymises it (the address replaced by `data_subject:<keyed hash>`), or keeps it,
 * and why. The look-up, the export and the erasure all walk this list, in its order (the
 * consent records come before the enquiries that say whose they are). A table of db/schema.ts
 * with text in it is either a place here or listed as holding no personal data: a unit test
 * holds every table to that, so a new one cannot be forgotten.
 */
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { deadLettersOf, eraseDeadLettersOf } from "~/services/intake/dead-letters.server";
import {
  accountLinks,
  accountLockouts,
  adminSessions,
  analyticsDaily,
  analyticsEvents,
  apiKeys,
  blogPostRevisions,
  sitePageRevisions,
  sitePages,
  blogPosts,
  blogPostViews,
  consentRecords,
  contactSubmissionNotes,
  contactSubmissions,
  csrfTokens,
  newsletterSubscribers,
  mailDeliveries,
  rateLimits,
  siteSettings,
  securityAuditLog,
  tokenBlacklist,
  twoFactorChallenges,
  userInvitations,
  users,
} from "~db/schema";
import {
  accountOf,
  anonymiseInvitations,
  failedSignInsOf,
  forgetFailedSignIns,
  invitationsOf,
} from "./account-places.server";
import {
  consentRecordsOf,
  enquiriesOf,
  eraseConsentRecords,
  eraseEnquiries,
  sameEmail,
} from "./enquiry-places.server";
import {
  anonymiseMentions,
  deleteMentions,
  findMentions,
  type MentionSpec,
} from "./mentions.server";
import type { PersonalDataPlace } from "./personal-data-place.server";

const mentioned = {
  auditLog: {
    table: securityAuditLog,
    columns: [securityAuditLog.actorEmail, securityAuditLog.resource, securityAuditLog.metadata],
  },
  enquiries: {
    table: contactSubmissions,
    columns: [
      contactSubmissions.firstName,
      contactSubmissions.lastName,
      contactSubmissions.company,
      contactSubmissions.message,
      contactSubmissions.attribution,
    ],
    among: (email) => sql`not ${sameEmail(contactSubmissions.email, email)}`,
  },
  notes: {
    table: contactSubmissionNotes,
    columns: [contactSubmissionNotes.authorEmail, contactSubmissionNotes.body],
    among: (email) =>
      sql`${contactSubmissionNotes.submissionId} not in (select ${contactSubmissions.id}
        from ${contactSubmissions} where ${sameEmail(contactSubmissions.email, email)})`,
  },
  postRevisions: { table: blogPostRevisions, columns: [blogPostRevisions.userEmail] },
  analyticsEvents: {
    table: analyticsEvents,
    columns: [analyticsEvents.path, analyticsEvents.data],
  },
  analyticsDaily: { table: analyticsDaily, columns: [analyticsDaily.dimension] },
} satisfies Record<string, MentionSpec>;

/** The chat assistant answers and forgets: no transcript is ever stored. */
const CHAT_TRANSCRIPTS_KEPT: never[] = [];

export const personalDataPlaces = [
  {
    name: "consentRecords",
    where: { table: consentRecords, columns: "whole rows" },
    found: "the anonymous ids (consent_id) the person's enquiries link to",
    erasure: "deleted",
    find: ({ db }, { email }) => consentRecordsOf(db, email),
    erase: ({ db }, { email }) => eraseConsentRecords(db, email),
  },
  {
    name: "contactSubmissions",
    where: { table: contactSubmissions, columns: "whole rows" },
    found: "email; with their notes (contact_submission_notes, deleted with them)",
    erasure: "deleted",
    find: ({ db }, { email }) => enquiriesOf(db, email),
    erase: ({ db }, { email }) => eraseEnquiries(db, email),
  },
  {
    name: "enquiryMentions",
    where: { table: contactSubmissions, columns: mentioned.enquiries.columns },
    found:
      "the address written in someone else's enquiry (names, company, message, where they came from)",
    erasure: "anonymised",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.enquiries, email, {
        id: contactSubmissions.id,
        createdAt: contactSubmissions.createdAt,
      }),
    erase: ({ db }, { email, pseudonym }) =>
      anonymiseMentions(db, mentioned.enquiries, email, pseudonym),
  },
  {
    name: "noteMentions",
    where: { table: contactSubmissionNotes, columns: mentioned.notes.columns },
    found: "the address in a note on someone else's enquiry, or as the note's author",
    erasure: "anonymised",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.notes, email, {
        id: contactSubmissionNotes.id,
        submissionId: contactSubmissionNotes.submissionId,
        createdAt: contactSubmissionNotes.createdAt,
      }),
    erase: ({ db }, { email, pseudonym }) =>
      anonymiseMentions(db, mentioned.notes, email, pseudonym),
  },
  {
    name: "newsletter",
    where: { table: newsletterSubscribers, columns: "whole rows" },
    found: "email",
    erasure: "deleted",
    find: ({ db }, { email }) =>
      db
        .select()
        .from(newsletterSubscribers)
        .where(sameEmail(newsletterSubscribers.email, email))
        .orderBy(newsletterSubscribers.id),
    erase: async ({ db }, { email }) =>
      (
        await db
          .delete(newsletterSubscribers)
          .where(sameEmail(newsletterSubscribers.email, email))
          .returning({ id: newsletterSubscribers.id })
      ).length,
  },
  {
    name: "invitations",
    where: { table: userInvitations, columns: [userInvitations.email] },
    found: "email, pending or not",
    // Anonymised rather than deleted, so a pending link tells its holder it was revoked.
    erasure: "anonymised",
    find: ({ db }, { email }) => invitationsOf(db, email),
    erase: ({ db }, { email, pseudonym }) => anonymiseInvitations(db, email, pseudonym),
  },
  {
    name: "failedSignIns",
    where: {
      table: accountLockouts,
      columns: [accountLockouts.identifier, accountLockouts.account],
    },
    found:
      "identifier where identifier_type is email, and account (one network's count against the account); the IP address counts lead to no address",
    erasure: "deleted",
    find: ({ db }, { email }) => failedSignInsOf(db, email),
    // A team member's count is kept: it guards their account (see forgetFailedSignIns).
    erase: ({ db }, { email }) => forgetFailedSignIns(db, email),
  },
  {
    name: "auditLog",
    where: { table: securityAuditLog, columns: mentioned.auditLog.columns },
    found:
      "the address as an entry's actor, or in its resource or details (a failed sign-in, a lockout, an invitation, an inbox export searched for it)",
    // The event stays, under the hash: its IP address and user agent say who acted.
    erasure: "anonymised",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.auditLog, email, {
        id: securityAuditLog.id,
        timestamp: securityAuditLog.timestamp,
        action: securityAuditLog.action,
        actorEmail: securityAuditLog.actorEmail,
        resource: securityAuditLog.resource,
        metadata: securityAuditLog.metadata,
      }),
    erase: ({ db }, { email, pseudonym }) =>
      anonymiseMentions(db, mentioned.auditLog, email, pseudonym),
  },
  {
    name: "postRevisions",
    where: { table: blogPostRevisions, columns: mentioned.postRevisions.columns },
    found: "user_email: who made a change to a post",
    erasure: "anonymised",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.postRevisions, email, {
        id: blogPostRevisions.id,
        postId: blogPostRevisions.postId,
        createdAt: blogPostRevisions.createdAt,
      }),
    erase: ({ db }, { email, pseudonym }) =>
      anonymiseMentions(db, mentioned.postRevisions, email, pseudonym),
  },
  {
    name: "analyticsEvents",
    where: { table: analyticsEvents, columns: mentioned.analyticsEvents.columns },
    found:
      "the address as a site search's term or in a page's path (the visitor is a hash that changes daily)",
    erasure: "deleted",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.analyticsEvents, email, {
        occurredAt: analyticsEvents.occurredAt,
        kind: analyticsEvents.kind,
        path: analyticsEvents.path,
        data: analyticsEvents.data,
      }),
    erase: ({ db }, { email }) => deleteMentions(db, mentioned.analyticsEvents, email),
  },
  {
    name: "analyticsDaily",
    where: { table: analyticsDaily, columns: mentioned.analyticsDaily.columns },
    found: "the address as a daily total's search term or path",
    erasure: "deleted",
    find: ({ db }, { email }) =>
      findMentions(db, mentioned.analyticsDaily, email, {
        day: analyticsDaily.day,
        metric: analyticsDaily.metric,
        dimension: analyticsDaily.dimension,
        events: analyticsDaily.events,
      }),
    erase: ({ db }, { email }) => deleteMentions(db, mentioned.analyticsDaily, email),
  },
  {
    name: "account",
    where: { table: users, columns: "whole rows" },
    found: "email",
    erasure: {
      kept: "a team member's account (with its sessions, API keys and 2FA) is deleted on the team screen, which keeps the last super admin and ends their access",
    },
    find: ({ db }, { email }) => accountOf(db, email),
  },
  {
    name: "sessions",
    where: { table: adminSessions, columns: [adminSessions.ipAddress, adminSessions.userAgent] },
    found: "through the team account (user_id)",
    erasure: { kept: "a session ends within days, and with the account" },
  },
  {
    name: "rateLimits",
    where: { table: rateLimits, columns: [rateLimits.key] },
    found: "never by address: a key is a salted hash of an IP address",
    erasure: { kept: "no address leads to it, and the daily clean-up deletes it within a day" },
  },
  {
    name: "postViews",
    where: { table: blogPostViews, columns: [blogPostViews.visitorHash] },
    found: "never by address: a salted hash of IP address and browser",
    erasure: { kept: "no address leads to it, and it is forgotten after half an hour" },
  },
  {
    name: "mailSettings",
    where: { table: siteSettings, columns: [siteSettings.value] },
    found:
      "a team member's address among who hears of new enquiries, or who opted out: shown under Settings, Mail",
    erasure: {
      kept: "a team address in the site's settings: a super admin takes it out under Settings, Mail",
    },
  },
  {
    name: "intakeDeadLetters",
    where: { store: "R2 bucket DEAD_LETTERS, intake/ and mail/" },
    found:
      "the address anywhere in a letter (an enquiry or sign-up Postgres never took, a mail never sent)",
    erasure: "deleted",
    find: ({ deadLetters }, { email }) => deadLettersOf(deadLetters, email),
    erase: ({ deadLetters }, { email }) => eraseDeadLettersOf(deadLetters, email),
  },
  {
    name: "intakeQueue",
    where: { store: "the intake queue (Cloudflare Queues)" },
    found: "not at all: a queued message cannot be read or taken back",
    erasure: {
      kept: "it is stored once Postgres answers, or dead-lettered after its last retry (about 25 minutes), where an erasure finds it: erase again then",
    },
  },
  {
    name: "mailQueue",
    where: { store: "the mail queue (Cloudflare Queues)" },
    found: "not at all: a queued message cannot be read or taken back",
    erasure: {
      kept: "it is sent within minutes, or dead-lettered after its last retry (about 25 minutes), where an erasure finds it",
    },
  },
  {
    name: "edgeCaches",
    where: { store: "the edge caches (Workers Cache API)" },
    found: "never: they keep public pages, public JSON and counters keyed by salted IP hashes",
    erasure: { kept: "no admin answer and no form's content is ever cached" },
  },
  {
    name: "chat",
    where: { store: "the chat" },
    found: "never: the chat assistant answers and forgets",
    erasure: "deleted",
    find: async () => CHAT_TRANSCRIPTS_KEPT,
    erase: async () => CHAT_TRANSCRIPTS_KEPT.length,
  },
] as const satisfies readonly PersonalDataPlace[];

/** Tables with text in them that hold no personal data of a data subject, and why not. */
export const tablesWithoutPersonalData: readonly { table: PgTable; why: string }[] = [
  { table: csrfTokens, why: "random tokens of a session" },
  { table: tokenBlacklist, why: "hashes of revoked tokens" },
  { table: twoFactorChallenges, why: "a sign-in step's id and attempt count, gone in minutes" },
  {
    table: accountLinks,
    why: "hashes of mailed reset and unlock links of an account, gone with it or within a day",
  },
  { table: apiKeys, why: "the names the team gives its keys, their hashes and prefixes" },
  { table: blogPosts, why: "the team's published writing; its author line is a byline" },
  { table: mailDeliveries, why: "hashes of sent mail's keys, deleted after 30 days" },
  { table: sitePages, why: "the site's own pages; who published one is an account's id" },
  {
    table: sitePageRevisions,
    why: "the site's pages as published; who published is an account's id",
  },
];

type Place = (typeof personalDataPlaces)[number];
type Found = Extract<Place, { find: unknown }>;
export type ErasablePlace = Extract<Place, { erase: unknown }>;

/** Everything found about a person, by place. */
export type DataSubjectFindings = {
  [P in Found as P["name"]]: Awaited<ReturnType<P["find"]>>;
};

/** How many records an erasure took from each place. */
export type ErasedCounts = Record<ErasablePlace["name"], number>;
