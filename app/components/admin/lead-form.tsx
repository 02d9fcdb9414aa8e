import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { Field } from "~/components/ui/field";
import { LEAD_NOTE_MAX_LENGTH, leadFormSchema } from "~/schemas/submissions";
import { leadStatuses, type LeadStatus } from "~db/lead-statuses";
import { CsrfInput } from "./csrf-input";
import { LEAD_STATUS_LABELS, LeadStatusBadge } from "./lead-status";

export interface LeadNoteView {
  id: number;
  authorEmail: string | null;
  body: string;
  /** Formatted by the server in the admin's zone. */
  written: string;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500";

/** Where the enquiry stands and what the team noted, with the form that moves it along. */
export function LeadPanel({
  status,
  notes,
  lastResult,
}: {
  status: LeadStatus;
  notes: LeadNoteView[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "lead";
  const [form, fields] = useForm({
    id: `lead-${status}-${notes.length}`,
    lastResult,
    defaultValue: { status, note: "" },
    constraint: getZodConstraint(leadFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadFormSchema }),
  });

  return (
    <section
      aria-labelledby="lead-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="lead-heading" className="text-lg font-semibold text-slate-900">
          Lead
        </h2>
        <LeadStatusBadge status={status} />
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="lead" />
        <Field label="Status" id={fields.status.id} errors={fields.status.errors}>
          <select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Add a note"
          id={fields.note.id}
          errors={fields.note.errors}
          hint={`Optional; up to ${LEAD_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters, seen by admins only.`}
        >
          <textarea
            {...getTextareaProps(fields.note)}
            key={fields.note.key}
            rows={3}
            className={inputClass}
            aria-describedby={`${fields.note.id}-hint ${fields.note.errorId}`}
          />
        </Field>
        <button type="submit" disabled={saving} className={buttonClasses({ size: "sm" })}>
          {saving ? "Saving..." : "Save"}
        </button>
      </Form>

      <h3 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-500">Notes</h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {`${note.authorEmail ?? "Unknown author"} · ${note.written}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
