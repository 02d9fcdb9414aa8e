/**
 * The top of the Analytics screen: its heading, the preset ranges as links, and the custom
 * range as a GET form. A range the server refused comes back in the form with its reason, so
 * the admin corrects it where it was typed.
 */
import { Form, Link } from "@remix-run/react";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { FieldError } from "~/components/ui/field";
import { RANGE_PRESETS } from "~/schemas/analytics-range";

const ERROR_ID = "range-error";

export function AnalyticsRangeControls({
  days,
  from,
  to,
  error,
}: {
  /** The preset shown, or null for a custom range. */
  days: number | null;
  from: string;
  to: string;
  error?: string;
}) {
  const invalid = error
    ? ({ "aria-invalid": true, "aria-describedby": ERROR_ID } as const)
    : undefined;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
        <nav aria-label="Range" className="flex flex-wrap items-center gap-2 text-sm">
          {RANGE_PRESETS.map((preset) => (
            <Link
              key={preset}
              to={`?days=${preset}`}
              aria-current={days === preset ? "page" : undefined}
              className={buttonClasses({
                variant: days === preset ? "primary" : "secondary",
                size: "sm",
              })}
            >
              Last {preset} days
            </Link>
          ))}
        </nav>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col">
          From
          <input
            type="date"
            name="from"
            defaultValue={from}
            required
            {...invalid}
            className="rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="flex flex-col">
          To
          <input
            type="date"
            name="to"
            defaultValue={to}
            required
            {...invalid}
            className="rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Show range
        </button>
        {error ? (
          <div className="basis-full">
            <FieldError id={ERROR_ID} errors={[error]} />
          </div>
        ) : null}
      </Form>
    </>
  );
}
