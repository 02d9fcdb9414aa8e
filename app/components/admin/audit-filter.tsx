/**
 * The audit log's filter: a GET form, so a filter has an address and works without JavaScript.
 * A filter the server refused comes back in the form with its reason, beside the field at fault.
 */
import { Form, useLocation } from "@remix-run/react";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { FieldError } from "~/components/ui/field";

export interface AuditFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const ERROR_ID = "audit-filter-error";
const fieldClass = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
const labelClass = "flex flex-col gap-1 text-sm font-medium text-slate-700";

export function AuditFilter({
  filter,
  actions,
  error,
}: {
  filter: AuditFilterValues;
  actions: string[];
  /** Why the filter was refused, and the field it names (if it is one of the form's). */
  error?: { message: string; field: string };
}) {
  const location = useLocation();
  const invalid = (field: keyof AuditFilterValues) =>
    error?.field === field
      ? ({ "aria-invalid": true, "aria-describedby": ERROR_ID } as const)
      : undefined;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the audit log"
      key={location.search}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className={labelClass}>
        Actor
        <input
          type="search"
          name="actor"
          defaultValue={filter.actor}
          placeholder="Email contains..."
          {...invalid("actor")}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Action
        <select
          name="action"
          defaultValue={filter.action}
          {...invalid("action")}
          className={fieldClass}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        From
        <input
          type="date"
          name="from"
          defaultValue={filter.from}
          {...invalid("from")}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        To
        <input
          type="date"
          name="to"
          defaultValue={filter.to}
          {...invalid("to")}
          className={fieldClass}
        />
      </label>
      <button type="submit" className={outlineButtonClasses()}>
        Filter
      </button>
      {error ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <FieldError id={ERROR_ID} errors={[error.message]} />
        </div>
      ) : null}
    </Form>
  );
}
