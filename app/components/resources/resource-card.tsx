import Clock from "~/components/icons/clock";
import type { ResourcesDocument } from "~/schemas/site-pages";

type Entry = ResourcesDocument["sections"][number]["entries"][number];

export function ResourceCard({ resource }: { resource: Entry & { label: string } }) {
  return (
    <article
      data-testid="resource-card"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
        {resource.label}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{resource.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{resource.summary}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        {resource.tags.map((tag, index) => (
          <span
            key={index}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
          >
            {tag}
          </span>
        ))}
        <span className="ml-auto flex items-center gap-1 text-xs text-slate-600">
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {resource.readTime}
        </span>
      </div>
    </article>
  );
}
