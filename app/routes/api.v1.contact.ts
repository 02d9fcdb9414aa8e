/**
 * POST /api/v1/contact: JSON `{ firstName, lastName, email, company, projectType, message, recaptchaToken }`
 * → 201 `{ message, id }` once the enquiry is stored; 202 `{ message }` when it was accepted
 * while the database is away and will be stored when it is back; 400 `{ message, errors }` for
 * invalid input. An `Idempotency-Key` header names a submission: sending it again with the same
 * key and fields answers for the first one and stores nothing new.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { fieldErrorsOf, readJsonBody } from "~/http/json-body.server";
import { json, jsonError } from "~/lib/json-response";
import { contactSchema } from "~/schemas/contact";
import { submitContactEnquiry } from "~/services/leads/receive-enquiry.server";

const MAX_CONTACT_BODY_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const tokenSchema = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.string().max(4096).optional(),
);

export async function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();

  const body = await readJsonBody(request, { maxBytes: MAX_CONTACT_BODY_BYTES });
  if (!body.ok) return body.response;

  const idempotencyKey = request.headers.get("Idempotency-Key") ?? undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
    return jsonError(400, "Idempotency-Key must be 1 to 255 visible ASCII characters");

  const fields = contactSchema.safeParse(body.data);
  const token = tokenSchema.safeParse(body.data.recaptchaToken);
  if (!fields.success || !token.success) {
    const errors: Record<string, string[]> = fields.success ? {} : fieldErrorsOf(fields.error);
    if (!token.success) errors.recaptchaToken = ["recaptchaToken must be a string"];
    return jsonError(400, "Please check the highlighted fields.", { errors });
  }

  const result = await submitContactEnquiry(
    { env: context.env, ctx: context.ctx, db: context.db, origin: context.edgeCache.origin },
    fields.data,
    { request, recaptchaToken: token.data, idempotencyKey },
  );
  switch (result.outcome) {
    case "stored":
      return json({ message: result.message, id: result.id }, { status: 201 });
    case "queued":
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
