/**
 * Stored text that mentions an e-mail address: rows are picked with a cheap test in SQL (the
 * address anywhere in the columns' text, in any case), then kept only where the address stands
 * alone (`mentionsEmail`), so "joann@…" is never taken for "ann@…". Each row found is then
 * anonymised or deleted by its primary key.
 */
import { and, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { mentionsEmail, replaceEmail } from "~/lib/email-mentions";
import type { Queryable } from "~/platform/db.server";

export interface MentionSpec {
  table: PgTable;
  /** The text or JSON columns that may mention the address. */
  columns: readonly PgColumn[];
  /** Which rows to search, when not all (another place has the rest). */
  among?: (email: string) => SQL;
}

type Shown = Record<string, PgColumn>;
type Mention<S extends Shown> = { [K in keyof S]: S[K]["_"]["data"] } & {
  /** The columns (by their name in the schema) that mention the address. */
  mentionedIn: string[];
};

function primaryKeyOf(table: PgTable) {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  return single.length ? single : (config.primaryKeys[0]?.columns ?? []);
}

function schemaNameOf(table: PgTable, column: PgColumn) {
  const entry = Object.entries(getTableColumns(table)).find(([, each]) => each === column);
  if (!entry) throw new Error(`${column.name} is not a column of ${getTableConfig(table).name}`);
  return entry[0];
}

const jsonArray = (columns: readonly PgColumn[]) =>
  sql`json_build_array(${sql.join([...columns], sql`, `)})`;

async function findRows(db: Queryable, spec: MentionSpec, email: string, shown: Shown) {
  const text = sql.join(
    spec.columns.map((column) => sql`coalesce(${column}::text, '')`),
    sql` || ' ' || `,
  );
  const candidates = (await db
    .select({
      ...shown,
      _key: sql<unknown[]>`${jsonArray(primaryKeyOf(spec.table))}`,
      _values: sql<unknown[]>`${jsonArray(spec.columns)}`,
    })
    .from(spec.table)
    .where(and(sql`strpos(lower(${text}), lower(${email})) > 0`, spec.among?.(email)))) as (Record<
    string,
    unknown
  > & { _key: unknown[]; _values: unknown[] })[];
  return candidates.flatMap(({ _key, _values, ...row }) => {
    const mentioned = spec.columns.filter((_, index) =>
      mentionsEmail(JSON.stringify(_values[index] ?? null), email),
    );
    return mentioned.length ? [{ key: _key, values: _values, mentioned, row }] : [];
  });
}

/** The rows that mention the address, with the `shown` columns and where it is mentioned. */
export async function findMentions<S extends Shown>(
  db: Queryable,
  spec: MentionSpec,
  email: string,
  shown: S,
) {
  const rows = await findRows(db, spec, email, shown);
  return rows.map(({ row, mentioned }) => ({
    ...row,
    mentionedIn: mentioned.map((column) => schemaNameOf(spec.table, column)),
  })) as Mention<S>[];
}

const keyCondition = (table: PgTable, key: unknown[]) =>
  and(...primaryKeyOf(table).map((column, index) => eq(column, key[index])));

/** Replaces each mention of the address with `replacement`; returns how many rows changed. */
export async function anonymiseMentions(
  db: Queryable,
  spec: MentionSpec,
  email: string,
  replacement: string,
) {
  const rows = await findRows(db, spec, email, {});
  for (const { key, values } of rows) {
    const changed = Object.fromEntries(
      spec.columns.flatMap((column, index) =>
        mentionsEmail(JSON.stringify(values[index] ?? null), email)
          ? [[schemaNameOf(spec.table, column), replaceEmail(values[index], email, replacement)]]
          : [],
      ),
    );
    await db.update(spec.table).set(changed).where(keyCondition(spec.table, key));
  }
  return rows.length;
}

/** Deletes the rows that mention the address; returns how many. */
export async function deleteMentions(db: Queryable, spec: MentionSpec, email: string) {
  const rows = await findRows(db, spec, email, {});
  // A few hundred rows to a statement keeps it well inside Postgres' parameter limit.
  for (let start = 0; start < rows.length; start += 200)
    await db
      .delete(spec.table)
      .where(or(...rows.slice(start, start + 200).map(({ key }) => keyCondition(spec.table, key))));
  return rows.length;
}
