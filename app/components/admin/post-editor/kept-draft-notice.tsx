import History from "lucide-react/icons/rotate-ccw-clock";
import type { useKeptDraft } from "./use-kept-draft";

/**
 * The offer of changes kept in this browser, with when they were kept, or the word that they are
 * back; a live region, so a screen reader announces it as it appears.
 */
export function KeptDraftNotice({
  draft,
  restoreDraft,
  discardDraft,
}: ReturnType<typeof useKeptDraft>) {
  return (
    <div role="status">
      {draft.state === "offered" ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <History aria-hidden className="h-4 w-4" />
          <p className="flex-1">
            Unsaved changes from{" "}
            {new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
              new Date(draft.draft.keptAt),
            )}{" "}
            are kept in this browser.
          </p>
          <button
            type="button"
            onClick={restoreDraft}
            className="rounded-lg bg-amber-700 px-3 py-1.5 font-medium text-white hover:bg-amber-800"
          >
            Restore unsaved changes
          </button>
          <button
            type="button"
            onClick={discardDraft}
            className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100"
          >
            Discard
          </button>
        </div>
      ) : null}
      {draft.state === "restored" ? (
        <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          Your unsaved changes are back. Save to keep them.
        </p>
      ) : null}
    </div>
  );
}
