import Clock from "~/components/icons/clock";
import type { CookieCategory } from "~/content/legal/cookie-policy";

export function CookieCategories({ categories }: { categories: CookieCategory[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {categories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`cookie-${category.id}`}
          data-testid="cookie-category"
          className="rounded-2xl border border-slate-200 p-5"
        >
          <h3 id={`cookie-${category.id}`} className="text-lg font-semibold text-slate-900">
            {category.name}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{category.description}</p>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Examples</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
            {category.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <Clock className="h-4 w-4 text-brand-600" aria-hidden />
            <span>
              <span className="font-semibold text-slate-900">Retention:</span> {category.retention}
            </span>
          </p>
        </section>
      ))}
    </div>
  );
}
