import { isInvalidInputError } from "~/lib/db-errors.server";
import { jsonError } from "~/lib/json-response";
import { serviceUnavailable } from "~/platform/context.server";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { INVALID_VALUE_MESSAGE } from "~/schemas/text";

/**
 * An API request whose handler threw answers JSON like every other API error. The backstop
 * behind the schemas: when Postgres only refused a value the client sent (a NUL character, a
 * number out of range), the client is at fault and hears 400, not 500; when Postgres was
 * unreachable or too slow, the client hears 503 with Retry-After.
 */
export function apiFailureResponse(failures: unknown[]) {
  if (failures.length > 0 && failures.every(isInvalidInputError))
    return jsonError(400, INVALID_VALUE_MESSAGE);
  if (failures.length > 0 && failures.every(isDatabaseUnavailable)) return serviceUnavailable();
  return jsonError(500, "Internal server error");
}
