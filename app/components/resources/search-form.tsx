import { Form } from "@remix-run/react";
import { useId } from "react";
import Search from "~/components/icons/search";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { RESOURCE_SEARCH_MAX_LENGTH } from "~/content/resources";

/**
 * A GET form to /resources?search=…: Enter or the button submits it, with or without
 * JavaScript. The results page reports the search (and how many it found) to analytics.
 */
export function ResourceSearchForm({
  label,
  placeholder,
  defaultValue,
  buttonLabel = "Search",
}: {
  label: string;
  placeholder: string;
  defaultValue?: string;
  buttonLabel?: string;
}) {
  const inputId = useId();
  return (
    <Form
      method="get"
      action="/resources"
      role="search"
      className="flex w-full flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          name="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={RESOURCE_SEARCH_MAX_LENGTH}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
        />
      </div>
      <button type="submit" className={buttonClasses({ size: "lg", className: "h-12" })}>
        {buttonLabel}
      </button>
    </Form>
  );
}
