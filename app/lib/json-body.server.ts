import type { z } from "zod";
import { jsonError } from "./http.server";

const MAX_JSON_BODY_BYTES = 64 * 1024;

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON object body and checks it with a schema. Failures are ready-made answers:
 * 400 `{ message, errors }` (message = the first problem, e.g. "Invalid email address"),
 * 413 for bodies over 64 KB, 400 for anything that is not a JSON object.
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<ParsedBody<z.infer<S>>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES)
    return { ok: false, response: jsonError(413, "The request body is too large.") };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, response: jsonError(400, "The request body must be a JSON object.") };
  }
  const result = schema.safeParse(payload);
  if (!result.success) {
    const errors = result.error.flatten().fieldErrors as Record<string, string[]>;
    return {
      ok: false,
      response: jsonError(400, result.error.issues[0]?.message ?? "Invalid request", { errors }),
    };
  }
  return { ok: true, data: result.data };
}
