import type { ReactNode } from "react";

/** A label, the control, and the field's error right below it (linked through aria-describedby). */
export function FormField({
  id,
  label,
  errorId,
  errors,
  children,
}: {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <p id={errorId} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {errors?.[0]}
      </p>
    </div>
  );
}

export const controlClass =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";
