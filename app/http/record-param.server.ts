/**
 * What the JSON API answers about a record its URL names by id (`…/{id}`). An id that is not a
 * number is a malformed request (400); a number beyond a Postgres integer cannot name a record,
 * so it gets the same 404 `{ message }` as an id the service finds nothing for.
 */
import { jsonError } from "~/lib/json-response";
import { parseRecordId } from "~/lib/record-id";

/**
 * `noun` names the record in the 400 ("The post id must be a positive whole number"),
 * `notFoundMessage` is the 404's ("Post not found").
 */
export function recordParam(noun: string, notFoundMessage: string) {
  const notFound = () => jsonError(404, notFoundMessage);
  return {
    notFound,
    /** The id from the URL, or the answer to send instead. */
    idFrom(value: string | undefined): number | Response {
      const result = parseRecordId(value);
      if (result.ok) return result.id;
      return result.reason === "invalid"
        ? jsonError(400, `The ${noun} id must be a positive whole number`)
        : notFound();
    },
  };
}
