/**
 * The one reader of JSON request bodies, for every JSON route. It checks the Content-Type,
 * streams the body and stops at a byte cap (bytes, not characters: a body of multi-byte
 * characters is several times longer on the wire than its string length), and turns every
 * failure into a ready-made JSON answer `{ message }`: 415, 413 or 400.
 */
import type { z } from "zod";
import { jsonError } from "~/lib/json-response";
import { refusalSummary } from "~/lib/refusal-summary";
import { declaredOver, readCapped } from "./request-body.server";

const DEFAULT_JSON_BODY_BYTES = 64 * 1024;

type JsonBodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

interface JsonBodyOptions {
  /** The largest body accepted, in bytes. */
  maxBytes?: number;
  /**
   * Also take JSON sent as text/plain: `navigator.sendBeacon` with a string body can only send
   * that type (any other would need a CORS preflight a beacon cannot make).
   */
  acceptTextPlain?: boolean;
}

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const TEXT_CONTENT_TYPE = /^text\/plain\s*(;|$)/i;

function tooLarge(maxBytes: number) {
  const size = maxBytes >= 1024 ? `${Math.floor(maxBytes / 1024)} KB` : `${maxBytes} bytes`;
  return jsonError(413, `The request body must not be larger than ${size}.`);
}

/** Reads a JSON object body: its parsed value, or the 415/413/400 answer to send instead. */
export async function readJsonBody(
  request: Request,
  { maxBytes = DEFAULT_JSON_BODY_BYTES, acceptTextPlain = false }: JsonBodyOptions = {},
): Promise<JsonBodyResult<Record<string, unknown>>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (
    !JSON_CONTENT_TYPE.test(contentType) &&
    !(acceptTextPlain && TEXT_CONTENT_TYPE.test(contentType))
  ) {
    await request.body?.cancel().catch(() => undefined);
    return {
      ok: false,
      response: jsonError(415, "Send the request body as JSON (Content-Type: application/json)."),
    };
  }
  if (declaredOver(request, maxBytes)) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, response: tooLarge(maxBytes) };
  }
  const bytes = await readCapped(request, maxBytes);
  if (bytes === null) return { ok: false, response: tooLarge(maxBytes) };
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, response: jsonError(400, "The request body must be a JSON object.") };
  }
  return { ok: true, data: payload as Record<string, unknown> };
}

/** The field errors of a failed parse, as `{ field: [messages] }`. */
export function fieldErrorsOf(error: z.ZodError) {
  return error.flatten().fieldErrors as Record<string, string[]>;
}

/**
 * Reads a JSON object body and checks it with a schema. Failures are ready-made answers:
 * those of `readJsonBody`, and 400 `{ message, errors }` with the first problem as the message
 * (e.g. "Invalid email address").
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  options?: JsonBodyOptions,
): Promise<JsonBodyResult<z.infer<S>>> {
  const body = await readJsonBody(request, options);
  if (!body.ok) return body;
  const result = schema.safeParse(body.data);
  if (!result.success) {
    return {
      ok: false,
      response: jsonError(400, refusalSummary(result.error, "Invalid request"), {
        errors: fieldErrorsOf(result.error),
      }),
    };
  }
  return { ok: true, data: result.data };
}
