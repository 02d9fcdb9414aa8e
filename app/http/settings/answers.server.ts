/** The answers of /admin/settings that are not redirects: what the forms show in place. */
import { data } from "@remix-run/cloudflare";
import { UNSAVED_HEADERS, UNSAVED_MESSAGE } from "~/http/unsaved-form.server";
import type { SettingsActionData } from "~/schemas/settings";

/** A form's field errors (the empty ones left out), under the intent it posted. */
export const fieldErrors = (
  intent: string,
  errors: Record<string, string[] | null | undefined>,
  status = 400,
  headers?: HeadersInit,
) =>
  data<SettingsActionData>(
    {
      intent,
      errors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v?.length)) as Record<
        string,
        string[]
      >,
    },
    { status, headers },
  );

/** A refused current-password check: the field's message, and while locked 423/429 with Retry-After. */
export const ownerRefused = (
  intent: string,
  refusal: { field: string; message: string; status: number; retryAfterSeconds?: number },
) =>
  fieldErrors(
    intent,
    { [refusal.field]: [refusal.message] },
    refusal.status,
    refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined,
  );

export const unknownIntent = (intent: string) =>
  data<SettingsActionData>({ intent, errors: { form: ["Unknown action"] } }, { status: 400 });

/** Typed values that never come back in a page: passwords and one-time codes. */
const SECRET_FIELDS = new Set([
  "csrf",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "code",
]);

/** Postgres is away: 503, with what was typed (secrets left out) to put back in the form. */
export const formNotSaved = (formData: FormData) =>
  data<SettingsActionData>(
    {
      intent: String(formData.get("intent") ?? ""),
      errors: { form: [UNSAVED_MESSAGE] },
      typed: Object.fromEntries(
        [...new Set(formData.keys())]
          .filter((name) => !SECRET_FIELDS.has(name))
          .map((name) => [name, formData.getAll(name).map(String)]),
      ),
    },
    { status: 503, headers: UNSAVED_HEADERS },
  );
