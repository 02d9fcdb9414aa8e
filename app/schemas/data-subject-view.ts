/** What the privacy requests screen shows of a person: dates already written in the admin's zone. */
import type { LeadStatus } from "~db/lead-statuses";

export interface EnquiryView {
  id: number;
  received: string;
  name: string;
  company: string;
  projectType: string | null;
  status: LeadStatus;
  message: string;
  notes: { id: number; written: string; authorEmail: string | null; body: string }[];
}

export interface ConsentView {
  id: number;
  given: string;
  choices: string;
  version: string;
}

export interface InvitationView {
  id: number;
  sent: string;
  role: string;
  state: "pending" | "accepted" | "revoked" | "expired";
}

export interface DataSubjectView {
  email: string;
  enquiries: EnquiryView[];
  subscribedSince: string[];
  consents: ConsentView[];
  /** Their team account, which an erasure keeps. */
  account: { role: string; status: string; since: string } | null;
  invitations: InvitationView[];
  failedSignIns: { attempts: number; last: string | null } | null;
  /** Site searches and page addresses holding the address: raw events and daily totals. */
  analytics: { events: number; dailyTotals: number };
  /** Where the address is only mentioned, and how many times: "3 audit log entries". */
  mentions: string[];
  /** Enquiries and sign-ups the intake queue could not store. */
  deadLetters: number;
  /** How many records an erasure would take. */
  erasable: number;
}
