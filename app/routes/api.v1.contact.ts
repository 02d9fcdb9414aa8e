/**
 * POST /api/v1/contact: JSON `{ firstName, lastName, email, company, projectType, message, recaptchaToken }`
 * → 201 `{ message, id }` once the enquiry is stored; 400 `{ message, errors }` for invalid input.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { json, jsonError } from "~/lib/http.server";
import { contactSchema } from "~/schemas/contact";
import { submitContactEnquiry } from "~/services/contact.server";

export const MAX_CONTACT_BODY_BYTES = 64 * 1024;

const tokenSchema = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.string().max(4096).optional(),
);

export async function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();

  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return jsonError(415, "Send the enquiry as JSON with Content-Type: application/json.");
  }

  const body = await readBody(request, MAX_CONTACT_BODY_BYTES);
  if (body === null)
    return jsonError(
      413,
      `The request body must not be larger than ${MAX_CONTACT_BODY_BYTES / 1024} KB.`,
    );

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return jsonError(400, "The request body is not valid JSON.");
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return jsonError(400, "The request body must be a JSON object.");
  }

  const fields = contactSchema.safeParse(payload);
  const token = tokenSchema.safeParse((payload as Record<string, unknown>).recaptchaToken);
  if (!fields.success || !token.success) {
    const errors: Record<string, string[]> = {
      ...(fields.success ? {} : fields.error.flatten().fieldErrors),
    };
    if (!token.success) errors.recaptchaToken = ["recaptchaToken must be a string"];
    return jsonError(400, "Please check the highlighted fields.", { errors });
  }

  const result = await submitContactEnquiry(
    { env: context.env, ctx: context.ctx, db: context.db },
    fields.data,
    { request, recaptchaToken: token.data },
  );
  switch (result.outcome) {
    case "stored":
      return json({ message: result.message, id: result.id }, { status: 201 });
    case "discarded":
      return json({ message: result.message }, { status: 202 });
    case "refused":
      return json(
        { message: result.message },
        {
          status: result.status,
          headers: result.retryAfterSeconds
            ? { "Retry-After": String(result.retryAfterSeconds) }
            : result.status === 503
              ? { "Retry-After": "30" }
              : undefined,
        },
      );
  }
}

function methodNotAllowed() {
  return json(
    { message: "Method not allowed. Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** The body as text, or null when it is larger than `limit` bytes (read no further than that). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
