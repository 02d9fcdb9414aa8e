import { isInvalidInputError } from "~/lib/db-errors.server";
import { jsonError } from "~/lib/json-response";
import { INVALID_VALUE_MESSAGE } from "~/schemas/text";

/**
 * An API request whose handler threw answers JSON like every other API error. The backstop
 * behind the schemas: when Postgres only refused a value the client sent (a NUL character, a
 * number out of range), the client is at fault and hears 400, not 500.
 */
export function apiFailureResponse(failures: unknown[]) {
  return failures.length > 0 && failures.every(isInvalidInputError)
    ? jsonError(400, INVALID_VALUE_MESSAGE)
    : jsonError(500, "Internal server error");
}
