import type { ReactNode } from "react";

/** A group of the resources page's cards under its heading, with how many; none when empty. */
export function ResultGroup({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-label={title} className="mt-12">
      <h2 className="text-2xl font-bold text-slate-900">
        {title} <span className="text-base font-medium text-slate-600">({count})</span>
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
