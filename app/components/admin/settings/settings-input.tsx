import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FieldError } from "~/components/ui/field";

/** The look of a settings field, for the inputs below and the few fields written by hand. */
export const inputClass =
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

/** One input of a checked settings form, as its form lists it. */
interface ConformInputSpec<Name extends string> {
  name: Name;
  label: string;
  type: "password" | "text";
  autoComplete: string;
}

/**
 * A checked settings form's inputs, each bound to its Conform field, in the order listed; a
 * field shows its error from the browser's check, else the server's.
 */
export function ConformInputs<Name extends string>({
  inputs,
  fields,
  serverErrors,
}: {
  inputs: readonly ConformInputSpec<NoInfer<Name>>[];
  fields: Record<Name, FieldMetadata<string>>;
  serverErrors: Record<string, string[]>;
}) {
  return inputs.map(({ name, type, ...input }) => {
    const field = fields[name];
    // Conform's key changes when the form is reset, so the input starts afresh.
    const { key, ...bound } = getInputProps(field, { type });
    return (
      <SettingsInput
        {...bound}
        {...input}
        key={`${name}${key ?? ""}`}
        errorId={field.errorId}
        errors={field.errors ?? serverErrors[field.name]}
      />
    );
  });
}
