/**
 * The privacy requests screen's words for what a look-up found and what an erasure took, from
 * the places personal data lives in. Each erasable place has its label here (a type error
 * otherwise), so a new place shows up on the screen and in the toast.
 */
import { formatZonedDateTime } from "~/lib/zoned-time";
import type { DataSubjectView, InvitationView } from "~/schemas/data-subject-view";
import { erasableCount, type DataSubject } from "~/services/privacy/data-subjects.server";
import type { ErasedCounts } from "~/services/privacy/personal-data-places.server";

type Invitation = DataSubject["invitations"][number];

function invitationState(invitation: Invitation, now: Date): InvitationView["state"] {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt <= now ? "expired" : "pending";
}

const counted = (count: number, one: string, many: string) =>
  count ? `${count} ${count === 1 ? one : many}` : null;

const CONSENT_KINDS = ["analytics", "marketing", "functional"] as const;

export function subjectView(subject: DataSubject, timeZone: string, now = new Date()) {
  const when = (moment: Date) => formatZonedDateTime(moment, timeZone);
  const [account] = subject.account;
  const [lockout] = subject.failedSignIns;
  return {
    email: subject.email,
    enquiries: subject.contactSubmissions.map((e) => ({
      id: e.id,
      received: when(e.createdAt),
      name: `${e.firstName} ${e.lastName}`,
      company: e.company ?? "—",
      projectType: e.projectType,
      status: e.status,
      message: e.message,
      notes: e.notes.map((note) => ({ ...note, written: when(note.createdAt) })),
    })),
    subscribedSince: subject.newsletter.map((row) => when(row.createdAt)),
    consents: subject.consentRecords.map((c) => ({
      id: c.id,
      given: when(c.createdAt),
      choices: CONSENT_KINDS.filter((kind) => c[kind]).join(", ") || "necessary only",
      version: c.version,
    })),
    account: account
      ? { role: account.role, status: account.status, since: when(account.createdAt) }
      : null,
    invitations: subject.invitations.map((invitation) => ({
      id: invitation.id,
      sent: when(invitation.createdAt),
      role: invitation.role,
      state: invitationState(invitation, now),
    })),
    failedSignIns: lockout
      ? {
          attempts: lockout.failedAttempts,
          last: lockout.lastFailedAt ? when(lockout.lastFailedAt) : null,
        }
      : null,
    analytics: {
      events: subject.analyticsEvents.length,
      dailyTotals: subject.analyticsDaily.length,
    },
    mentions: [
      counted(subject.auditLog.length, "audit log entry", "audit log entries"),
      counted(subject.enquiryMentions.length, "other person's enquiry", "other people's enquiries"),
      counted(subject.noteMentions.length, "note", "notes"),
      counted(subject.postRevisions.length, "post revision", "post revisions"),
    ].filter((mention) => mention !== null),
    deadLetters: subject.intakeDeadLetters.length,
    erasable: erasableCount(subject),
  } satisfies DataSubjectView;
}

/** Each erasable place as the erasure's toast counts it: one, many. */
const ERASED_LABELS: Record<keyof ErasedCounts, [string, string]> = {
  contactSubmissions: ["enquiry", "enquiries"],
  newsletter: ["newsletter subscription", "newsletter subscriptions"],
  consentRecords: ["consent record", "consent records"],
  invitations: ["invitation", "invitations"],
  failedSignIns: ["failed sign-in count", "failed sign-in counts"],
  auditLog: ["mention in the audit log", "mentions in the audit log"],
  enquiryMentions: ["mention in another enquiry", "mentions in other enquiries"],
  noteMentions: ["mention in a note", "mentions in notes"],
  postRevisions: ["mention in a post revision", "mentions in post revisions"],
  analyticsEvents: ["analytics event", "analytics events"],
  analyticsDaily: ["analytics daily total", "analytics daily totals"],
  intakeDeadLetters: ["dead letter", "dead letters"],
  chat: ["chat transcript", "chat transcripts"],
};

/** Always named, as the screen has always said them, even when none. */
const ALWAYS_NAMED = ["contactSubmissions", "newsletter", "consentRecords"] as const;

/** "2 enquiries, 0 newsletter subscriptions, 1 consent record, 1 invitation". */
export function erasureSummary(erased: ErasedCounts) {
  const named = (Object.keys(ERASED_LABELS) as (keyof ErasedCounts)[]).filter(
    (place) => erased[place] > 0 || (ALWAYS_NAMED as readonly string[]).includes(place),
  );
  return named
    .map((place) => `${erased[place]} ${ERASED_LABELS[place][erased[place] === 1 ? 0 : 1]}`)
    .join(", ");
}
