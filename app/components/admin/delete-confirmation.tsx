import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfInput } from "./csrf-input";
import { outlineButtonClasses } from "./outline-button";

/**
 * The confirmation step of a delete, for browsers without JavaScript (or a shared link):
 * with JavaScript a native dialog asks the same question instead.
 */
export function DeleteConfirmation({
  id,
  title,
  question,
  cancelHref,
  children,
}: {
  id: string;
  title: ReactNode;
  question: string;
  cancelHref: string;
  /** Hidden fields that say what to delete. */
  children?: ReactNode;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-question`}
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h2 id={`${id}-heading`} className="font-semibold text-red-900">
        {title}
      </h2>
      <p id={`${id}-question`} className="mt-1 text-sm text-red-800">
        {question}
      </p>
      <div className="mt-3 flex gap-2">
        <Form method="post">
          <CsrfInput />
          {children}
          <button
            type="submit"
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
          >
            Delete
          </button>
        </Form>
        <Link to={cancelHref} className={outlineButtonClasses()}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
