/**
 * Statements whose SQL is built once per isolate and then run on each request's own database
 * handle with that request's values.
 *
 * Drizzle writes a query's SQL anew every time it runs: walking the builder, quoting every
 * column, and for the public list's page (a subquery of ids, a counting subquery, the ranked
 * order) that is about a millisecond of CPU under the profiler, as much as the rest of a cold
 * JSON read. The text only depends on the query's shape, so the reads every cold page makes
 * build it once with `sql.placeholder(...)` where the values go, and keep it. Each request
 * still has its own handle and connection; only the text and its column list are shared.
 */
import type { Query } from "drizzle-orm";
import type { Database } from "./db.server";

/** Values by placeholder name. */
type Values = Record<string, unknown>;

/** The selected columns in drizzle's order, as `prepareQuery` takes them. */
type OrderedFields = Parameters<Database["_"]["session"]["prepareQuery"]>[1];

/**
 * Drizzle's prepared query, with the parts a new one for another handle needs: drizzle keeps
 * them on the object (`_prepare` orders the selected fields and notes the joins), with no
 * public way to hand them to another session.
 */
interface Prepared {
  getQuery(): Query;
  execute(values: Values): Promise<unknown>;
  fields?: OrderedFields;
  joinsNotNullableMap?: unknown;
}

interface Preparable {
  _prepare(): Prepared;
}

/**
 * A select built once, the first time it runs: `build` makes it on that request's handle,
 * with `sql.placeholder(name)` for each value, and later runs reuse its SQL. `build` must not
 * depend on the values: a query whose shape changes with them is one kept query per shape.
 */
export function builtOnce<Builder extends PromiseLike<unknown>>(build: (db: Database) => Builder) {
  let kept: (Pick<Prepared, "fields" | "joinsNotNullableMap"> & { query: Query }) | undefined;
  return (db: Database, values: Values = {}): Promise<Awaited<Builder>> => {
    if (!kept) {
      const built = (build(db) as unknown as Preparable)._prepare();
      kept = {
        query: built.getQuery(),
        fields: built.fields,
        joinsNotNullableMap: built.joinsNotNullableMap,
      };
    }
    const prepared = db._.session.prepareQuery(
      kept.query,
      kept.fields,
      undefined,
      true,
    ) as unknown as Prepared;
    prepared.joinsNotNullableMap = kept.joinsNotNullableMap;
    return prepared.execute(values) as Promise<Awaited<Builder>>;
  };
}
