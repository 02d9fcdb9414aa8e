import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { dataSubject, erasedCounts } from "~/schemas/api-responses";
import * as schema from "~db/schema";
import { personalDataPlaces, tablesWithoutPersonalData } from "./personal-data-places.server";

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Every table of db/schema.ts with a column that can hold text (text, JSON, arrays, uuids...). */
const tablesWithText = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) =>
    getTableConfig(table).columns.some((column) =>
      ["string", "json", "array", "custom"].includes(column.dataType),
    ),
  )
  .map(tableName);

const placeTables = personalDataPlaces.flatMap((place) =>
  "table" in place.where ? [tableName(place.where.table)] : [],
);
const tablesWithout = tablesWithoutPersonalData.map(({ table }) => tableName(table));

describe("the places personal data lives in", () => {
  it("name every table with text in it, as a place or as holding no personal data", () => {
    expect(tablesWithText.length).toBeGreaterThan(10);
    const unlisted = tablesWithText.filter(
      (name) => !placeTables.includes(name) && !tablesWithout.includes(name),
    );
    expect(unlisted, "add these tables to personal-data-places.server.ts").toEqual([]);
  });

  it("never call a table both a place and free of personal data", () => {
    expect(tablesWithout.filter((name) => placeTables.includes(name))).toEqual([]);
  });

  it("each have a name of their own", () => {
    const names = personalDataPlaces.map((place) => place.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are what the API documents: the look-up's findings and the erasure's counts", () => {
    const found = personalDataPlaces.flatMap((place) => ("find" in place ? [place.name] : []));
    const erased = personalDataPlaces.flatMap((place) => ("erase" in place ? [place.name] : []));
    expect(Object.keys(dataSubject.shape).sort()).toEqual(["email", ...found].sort());
    expect(Object.keys(erasedCounts.shape).sort()).toEqual([...erased].sort());
  });
});
