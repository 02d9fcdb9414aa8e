import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import Search from "~/components/icons/search";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

const TYPING_PAUSE_MS = 400;

/**
 * A GET form: submitting it (Enter or the button) loads /blog?search=…, with or without
 * JavaScript. With JavaScript, results also follow the typing after a short pause.
 */
export function BlogSearchForm({
  search,
  category,
}: {
  search: string;
  category: string | undefined;
}) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Back/forward or a category link changes the URL: show its search text.
  useEffect(() => {
    if (inputRef.current && inputRef.current !== document.activeElement)
      inputRef.current.value = search;
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action="/blog"
      role="search"
      preventScrollReset
      className="flex w-full max-w-md gap-2"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => submit(form, { replace: true, preventScrollReset: true }),
          TYPING_PAUSE_MS,
        );
      }}
      onSubmit={() => clearTimeout(timer.current)}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor="blog-search" className="sr-only">
        Search blog posts
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          ref={inputRef}
          id="blog-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder="Search articles..."
          maxLength={200}
          className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </div>
      <button type="submit" className={buttonClasses()}>
        Search
      </button>
    </Form>
  );
}
