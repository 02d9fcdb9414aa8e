import { data } from "@remix-run/cloudflare";

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The body of a form post. Anything else (JSON, plain text, a broken multipart body) is the
 * client's mistake: 415 or 400 with a message the error page shows, never the 500 that
 * `request.formData()` throws for it.
 */
export async function readFormData(request: Request): Promise<FormData> {
  if (!FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")) {
    await request.body?.cancel().catch(() => undefined);
    throw data(
      { message: "Send the form as application/x-www-form-urlencoded or multipart/form-data." },
      { status: 415 },
    );
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read." }, { status: 400 });
  }
}
