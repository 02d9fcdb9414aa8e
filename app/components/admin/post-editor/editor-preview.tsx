import Eye from "lucide-react/icons/eye";
import { MarkdownPreview } from "./markdown-preview";
import { useHydrated } from "./use-hydrated";

/**
 * The rendered post under the editor. With JavaScript it follows the content as it is typed;
 * without, the Preview button posts the form and the page comes back with `serverPreview`.
 */
export function EditorPreview({
  markdown,
  serverPreview,
}: {
  markdown: string;
  /** Sanitised HTML from the Preview button (JavaScript off). */
  serverPreview?: string | null;
}) {
  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-lg border border-dashed border-slate-300 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="preview-heading"
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          Preview
        </h2>
        <noscript>
          <button
            type="submit"
            name="intent"
            value="preview"
            formNoValidate
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700"
          >
            <Eye aria-hidden className="h-4 w-4" /> Preview
          </button>
        </noscript>
      </div>
      <div className="mt-3">
        {serverPreview != null && serverPreview !== "" ? (
          <div
            className="blog-content"
            data-testid="server-preview"
            dangerouslySetInnerHTML={{ __html: serverPreview }}
          />
        ) : (
          <ClientPreview markdown={markdown} />
        )}
      </div>
    </section>
  );
}

/** Renders only after hydration: without JavaScript the Preview button is the way. */
function ClientPreview({ markdown }: { markdown: string }) {
  if (!useHydrated())
    return <p className="text-sm text-slate-500">Press Preview to see the rendered post.</p>;
  return <MarkdownPreview markdown={markdown} />;
}
