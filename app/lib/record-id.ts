/**
 * The one parser of record ids from URLs and forms. Ids are Postgres `integer`s: a number
 * beyond 2147483647 makes the query fail (a 500) instead of finding nothing, so it is refused
 * here, before any query. A well-formed number that cannot be an id, however long, names no
 * record (404); anything that is not a number at all is a malformed request (400 in the API).
 */
export const MAX_RECORD_ID = 2_147_483_647;

type RecordIdResult = { ok: true; id: number } | { ok: false; reason: "not-found" | "invalid" };

export function parseRecordId(value: unknown): RecordIdResult {
  if (typeof value === "number" && Number.isInteger(value)) value = String(value);
  if (typeof value !== "string" || !/^\d+$/.test(value)) {
    return { ok: false, reason: "invalid" };
  }
  const id = Number(value);
  return id >= 1 && id <= MAX_RECORD_ID ? { ok: true, id } : { ok: false, reason: "not-found" };
}

/** The id, or null when `value` cannot name a record (for screens, where both mean "not found"). */
export function recordIdOrNull(value: unknown) {
  const result = parseRecordId(value);
  return result.ok ? result.id : null;
}
