/** What a place that holds personal data says of itself (./personal-data-places.server.ts). */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { EmailAddress } from "~/lib/email-address";
import type { Database, Queryable } from "~/platform/db.server";

export interface DataSubjectRef {
  email: EmailAddress;
  /** What an erasure writes where the address stood. */
  pseudonym: string;
}

interface Stores<Db> {
  db: Db;
  deadLetters: R2Bucket | undefined;
}

type Find = (stores: Stores<Database>, subject: DataSubjectRef) => Promise<unknown[]>;
/** Erases what is found; returns how many records. */
type Erase = (stores: Stores<Queryable>, subject: DataSubjectRef) => Promise<number>;

export type PersonalDataPlace = {
  /** Names what is found here in the export, and its count in the erasure's answer. */
  name: string;
  /** A table and the columns that hold the data ("whole rows": every column), or a store. */
  where: { table: PgTable; columns: readonly PgColumn[] | "whole rows" } | { store: string };
  /** How the person's data is found there (by the address, exactly and in any case). */
  found: string;
  find?: Find;
} & (
  | { erasure: "deleted" | "anonymised"; erase: Erase }
  /** Kept, and why: such a place has nothing to erase. */
  | { erasure: { kept: string } }
);
