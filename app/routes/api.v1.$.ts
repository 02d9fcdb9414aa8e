import { jsonError } from "~/lib/json-response";

/** Any /api/v1 path without its own route: a JSON 404, whatever the method. */
const notFound = () => jsonError(404, "Not found");

export const loader = notFound;
export const action = notFound;
