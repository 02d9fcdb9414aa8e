import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FieldError } from "~/components/ui/field";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500";

/** A labelled input of a settings form and its first error, which the input points to. */
export function SettingsInput({
  label,
  errorId,
  errors,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={input.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={inputClass}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A settings input bound to a Conform field: its error from the browser's check, else the server's. */
export function ConformInput({
  field,
  type,
  serverErrors,
  ...input
}: {
  field: FieldMetadata<string>;
  type: "password" | "text";
  label: string;
  autoComplete: string;
  serverErrors: Record<string, string[]>;
}) {
  return (
    <SettingsInput
      {...getInputProps(field, { type })}
      {...input}
      key={field.key}
      errorId={field.errorId}
      errors={field.errors ?? serverErrors[field.name]}
    />
  );
}
