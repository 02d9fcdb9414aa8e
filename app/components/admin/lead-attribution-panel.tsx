/**
 * Where an enquiry came from: the first touch, the last one when it differs, and the pages
 * seen before it. Without analytics consent nothing was kept, and the panel says so.
 */
import type { LeadAttribution, VisitTouch } from "~db/lead-attribution";

function touchRows(touch: VisitTouch): [string, string][] {
  return [
    ["Source / medium", `${touch.source} / ${touch.medium}`],
    ["Campaign", touch.campaign ?? "—"],
    ["Term", touch.term ?? "—"],
    ["Content", touch.content ?? "—"],
    ["Referrer", touch.referrer ?? "—"],
    ["Landing page", touch.landingPage],
    ["First seen", touch.at],
  ];
}

function Touch({ title, touch }: { title: string; touch: VisitTouch }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {touchRows(touch).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `at` of each touch is already written for the reader (a date and time in their zone). */
export function LeadAttributionPanel({ attribution }: { attribution: LeadAttribution | null }) {
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="lead-attribution"
    >
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Source</h2>
      {attribution ? (
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <Touch title="First touch" touch={attribution.firstTouch} />
          {attribution.lastTouch ? (
            <Touch title="Last touch" touch={attribution.lastTouch} />
          ) : null}
          <p className="text-sm text-slate-700 sm:col-span-2">
            Pages seen before the enquiry: {attribution.pageViews}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Not known: the sender had not allowed analytics cookies.
        </p>
      )}
    </div>
  );
}
