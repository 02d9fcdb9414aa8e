import { Link } from "@remix-run/react";

/** "All" then each category, as links (they work without JavaScript); the current one is marked. */
export function CategoryFilter({
  categories,
  selected,
  hrefFor,
}: {
  categories: string[];
  selected: string | undefined;
  hrefFor: (category: string | undefined) => string;
}) {
  const options: { label: string; value: string | undefined }[] = [
    { label: "All", value: undefined },
    ...categories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ label, value }) => {
          const active = value === selected;
          return (
            <li key={label}>
              <Link
                to={hrefFor(value)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-2 text-sm font-medium transition ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
