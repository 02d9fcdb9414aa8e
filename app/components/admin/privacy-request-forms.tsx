/**
 * The forms of a data-subject request: the look-up by e-mail (a GET form, so a person's page has
 * an address) and the erasure's confirmation. Both check in the browser with the schema the
 * server applies, and show the server's errors when JavaScript is off.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { FieldError } from "~/components/ui/field";
import { dataSubjectErasureSchema, dataSubjectQuerySchema } from "~/schemas/data-subject";
import { CsrfInput } from "./csrf-input";

export type PrivacyFormResult = SubmissionResult<string[]> | null | undefined;

/** Render with `key={email}`: the address comes from the URL, and a new look-up starts afresh. */
export function DataSubjectLookUp({
  email,
  lastResult,
}: {
  email: string;
  lastResult: PrivacyFormResult;
}) {
  const [form, fields] = useForm({
    id: "data-subject-look-up",
    lastResult,
    defaultValue: { email },
    constraint: getZodConstraint(dataSubjectQuerySchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dataSubjectQuerySchema }),
  });
  const errors = fields.email.errors;
  return (
    <Form
      method="get"
      role="search"
      {...getFormProps(form)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <label htmlFor={fields.email.id} className="sr-only">
          Email address
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            placeholder="person@example.com"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm"
          />
        </div>
        <div className="mt-1">
          <FieldError id={fields.email.errorId} errors={errors} />
        </div>
      </div>
      <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Look up
      </button>
    </Form>
  );
}

/** The step before an erasure: a page of its own, so it works without JavaScript. */
export function ErasureConfirmation({
  email,
  lastResult,
}: {
  email: string;
  lastResult: PrivacyFormResult;
}) {
  const [form, fields] = useForm({
    id: "erase-data-subject",
    lastResult,
    defaultValue: { email },
    constraint: getZodConstraint(dataSubjectErasureSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dataSubjectErasureSchema }),
  });
  const errors = fields.confirm.errors ?? fields.email.errors;
  return (
    <section
      role="alertdialog"
      aria-labelledby="erase-heading"
      aria-describedby="erase-question"
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h2 id="erase-heading" className="font-semibold text-red-900 wrap-anywhere">
        Erase everything held about {email}
      </h2>
      <p id="erase-question" className="mt-1 text-sm text-red-800">
        Their enquiries with notes, newsletter subscription, linked consent records and any enquiry
        still waiting in the intake are deleted for good; the audit log keeps its entries with a
        pseudonym in place of the address. This cannot be undone.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <CsrfInput />
        <input {...getInputProps(fields.email, { type: "hidden" })} key={fields.email.key} />
        <label className="flex items-center gap-2 text-sm text-red-900">
          <input
            {...getInputProps(fields.confirm, { type: "checkbox", value: "yes" })}
            key={fields.confirm.key}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? fields.confirm.errorId : undefined}
          />
          I confirm the erasure of this person&apos;s data
        </label>
        <FieldError id={fields.confirm.errorId} errors={errors} />
        <div className="flex gap-2">
          <button
            type="submit"
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
          >
            Erase data
          </button>
          <Link
            to={`?${new URLSearchParams({ email })}`}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
