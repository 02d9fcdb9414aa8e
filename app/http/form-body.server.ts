import { jsonError } from "~/lib/json-response";
import { declaredOver, readCapped } from "./request-body.server";

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

type FormBodyResult =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

interface FormBodyOptions {
  /** The largest body read, in bytes; a larger one is refused (413) without being held. */
  maxBytes?: number;
  /** What a 413 says (e.g. the size limit of a file the form carries). */
  tooLargeMessage?: string;
}

/**
 * The body of a form post, or why not: 415 for anything but a form, 413 over `maxBytes`
 * (declared in Content-Length, or counted while reading when the length is absent), 400 for a
 * broken body. With a cap, at most `maxBytes` are held before the form is parsed.
 */
export async function readFormBody(
  request: Request,
  { maxBytes, tooLargeMessage }: FormBodyOptions = {},
): Promise<FormBodyResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_CONTENT_TYPE.test(contentType)) {
    await request.body?.cancel().catch(() => undefined);
    return {
      ok: false,
      status: 415,
      message: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    message:
      tooLargeMessage ??
      `The form must not be larger than ${Math.floor((maxBytes ?? 0) / 1024)} KB.`,
  } as const;
  let source = request;
  if (maxBytes !== undefined) {
    if (declaredOver(request, maxBytes)) {
      await request.body?.cancel().catch(() => undefined);
      return tooLarge;
    }
    const bytes = await readCapped(request, maxBytes);
    if (bytes === null) return tooLarge;
    source = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: bytes,
    });
  }
  try {
    return { ok: true, formData: await source.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read." };
  }
}

/**
 * The body of a form post for a screen's action. Anything else (JSON, plain text, a broken
 * multipart body, one over the cap) is the client's mistake: 415, 413 or 400 with a message the
 * error page shows, never the 500 that `request.formData()` throws for it.
 */
export async function readFormData(request: Request, options?: FormBodyOptions): Promise<FormData> {
  const body = await readFormBody(request, options);
  if (!body.ok) throw jsonError(body.status, body.message);
  return body.formData;
}
