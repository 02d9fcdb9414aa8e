/**
 * Data-subject requests (GDPR Art. 15 and 17): everything held about one person, found by
 * e-mail (exact, in any case), and its erasure, both walking the list of places personal data
 * lives in (./personal-data-places.server.ts). Each look, export and erasure is audited with a
 * keyed hash of the address, never the address: the log must not keep what was erased, yet the
 * same address always gives the same hash, so "was this person erased?" can still be answered.
 * Where the address was only mentioned, that hash takes its place.
 */
import type { EmailAddress } from "~/lib/email-address";
import { hmacSha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole, type RoleHolder } from "~/services/auth/roles.server";
import type { DataSubjectRef } from "./personal-data-place.server";
import {
  personalDataPlaces,
  type DataSubjectFindings,
  type ErasablePlace,
  type ErasedCounts,
} from "./personal-data-places.server";

export type DataSubject = { email: EmailAddress } & DataSubjectFindings;

async function dataSubjectRef(email: EmailAddress, secret: string): Promise<DataSubjectRef> {
  const hash = await hmacSha256(secret, `email:${email.toLowerCase()}`, "hex");
  return { email, pseudonym: `data_subject:${hash}` };
}

export interface Requester {
  /** Who asks: only a super admin may. */
  actor: RoleHolder & { id: string };
  meta: RequestMeta;
  /** Keys the hash the audit log keeps instead of the address. */
  hashSecret: string;
}

/** Where the intake queue keeps what Postgres never took (unbound locally without R2). */
export interface OutsideStores {
  deadLetters: R2Bucket | undefined;
}

const erasable = personalDataPlaces.filter((place): place is ErasablePlace => "erase" in place);

/** How many of the records found an erasure would take: what the screen offers to erase. */
export function erasableCount(found: DataSubjectFindings) {
  const byPlace: Partial<Record<string, unknown[]>> = found;
  return erasable.reduce((sum, place) => sum + (byPlace[place.name]?.length ?? 0), 0);
}

/** Everything held about the person, for a super admin to see or download (audited). */
export async function lookUpDataSubject(
  db: Database,
  email: EmailAddress,
  purpose: "viewed" | "exported",
  { actor, meta, hashSecret }: Requester,
  { deadLetters }: OutsideStores,
): Promise<DataSubject> {
  requireRole(actor, "super_admin");
  const subject = await dataSubjectRef(email, hashSecret);
  const found: Record<string, unknown[]> = {};
  // One after the other: the request's database is one connection's worth of work.
  for (const place of personalDataPlaces)
    if ("find" in place) found[place.name] = await place.find({ db, deadLetters }, subject);
  await writeAudit(db, meta, {
    action: `data_subject.${purpose}`,
    userId: actor.id,
    resource: subject.pseudonym,
    metadata: Object.fromEntries(Object.entries(found).map(([name, rows]) => [name, rows.length])),
  });
  return { email, ...(found as DataSubjectFindings) };
}

/**
 * Erases the person from every place that does not keep its data: what lies outside Postgres
 * first (a failure there leaves everything to erase on the next try), then the database in one
 * transaction, in the list's order. Audits the counts.
 */
export async function eraseDataSubject(
  db: Database,
  email: EmailAddress,
  requester: Requester,
  { deadLetters }: OutsideStores,
): Promise<ErasedCounts> {
  requireRole(requester.actor, "super_admin");
  const subject = await dataSubjectRef(email, requester.hashSecret);
  const erased: Record<string, number> = {};
  for (const place of erasable)
    if ("store" in place.where)
      erased[place.name] = await place.erase({ db, deadLetters }, subject);
  await db.transaction(async (tx) => {
    for (const place of erasable)
      if ("table" in place.where)
        erased[place.name] = await place.erase({ db: tx, deadLetters }, subject);
  });
  await writeAudit(db, requester.meta, {
    action: "data_subject.erased",
    userId: requester.actor.id,
    resource: subject.pseudonym,
    metadata: erased,
  });
  return erased as ErasedCounts;
}
