import { useEffect, useState } from "react";
import { useCsrfToken } from "~/components/admin/csrf-input";

const RENDER_DELAY_MS = 250;
const PREVIEW_PATH = "/admin/blog/preview";

type Preview = { state: "loading" } | { state: "ready"; html: string } | { state: "failed" };

/**
 * The live preview of the editor. The server renders it with the published post's renderer, so
 * what the admin sees is what the blog will show; a plain fetch (not a fetcher) keeps the page's
 * loaders from revalidating on every pause in typing, and a newer draft cancels the older one.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const csrf = useCsrfToken();
  const [preview, setPreview] = useState<Preview>({ state: "loading" });

  useEffect(() => {
    if (!markdown.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(PREVIEW_PATH, {
          method: "POST",
          body: new URLSearchParams({ content: markdown, csrf }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`preview answered ${response.status}`);
        const { html } = (await response.json()) as { html: string };
        setPreview({ state: "ready", html });
      } catch {
        if (!controller.signal.aborted) setPreview({ state: "failed" });
      }
    }, RENDER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, csrf]);

  if (!markdown.trim())
    return <p className="text-sm text-slate-500">Start writing to see the preview.</p>;
  if (preview.state === "loading")
    return <p className="text-sm text-slate-500">Loading preview...</p>;
  if (preview.state === "failed")
    return (
      <p className="text-sm text-red-700">
        The preview could not be loaded. Press Preview to render it on the server.
      </p>
    );
  return (
    <div
      className="blog-content"
      data-testid="live-preview"
      dangerouslySetInnerHTML={{ __html: preview.html }}
    />
  );
}
