import type { ReactNode } from "react";

/**
 * A field's first error, where the control's aria-describedby points. `reserveSpace` keeps the
 * line (and a polite live region) even when empty, so a form that validates as you type does not
 * jump; otherwise the line appears only with an error.
 */
export function FieldError({
  id,
  errors,
  reserveSpace = false,
}: {
  id: string;
  errors?: string[] | null;
  reserveSpace?: boolean;
}) {
  if (reserveSpace)
    return (
      <p id={id} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {errors?.[0]}
      </p>
    );
  return errors?.length ? (
    <p id={id} className="text-sm text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

/** A label, the control, an optional hint and the field's error, for every form of the site. */
export function Field({
  id,
  label,
  errorId = `${id}-error`,
  errors,
  hint,
  reserveErrorSpace,
  children,
}: {
  id: string;
  label: string;
  errorId?: string;
  errors?: string[] | null;
  /** Shown under the control as `{id}-hint`, for aria-describedby. */
  hint?: ReactNode;
  reserveErrorSpace?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} reserveSpace={reserveErrorSpace} />
    </div>
  );
}
