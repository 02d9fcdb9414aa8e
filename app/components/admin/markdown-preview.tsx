import { useEffect, useState } from "react";

type Renderer = (markdown: string) => string;

/** marked and DOMPurify are only needed once the editor is open, so they load on demand. */
async function loadRenderer(): Promise<Renderer> {
  const [{ Marked }, { default: DOMPurify }] = await Promise.all([
    import("marked"),
    import("dompurify"),
  ]);
  const marked = new Marked({ gfm: true });
  return (markdown) =>
    DOMPurify.sanitize(marked.parse(markdown, { async: false }) as string, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
      FORBID_ATTR: ["style"],
    });
}

const RENDER_DELAY_MS = 150;

/** The live preview of the editor: the markdown rendered in the browser and sanitised with DOMPurify. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [render, setRender] = useState<Renderer | null>(null);
  const [html, setHtml] = useState("");

  useEffect(() => {
    let cancelled = false;
    loadRenderer().then((renderer) => {
      if (!cancelled) setRender(() => renderer);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!render) return;
    const timer = setTimeout(() => setHtml(render(markdown)), RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [render, markdown]);

  if (!markdown.trim())
    return <p className="text-sm text-slate-500">Start writing to see the preview.</p>;
  if (!render) return <p className="text-sm text-slate-500">Loading preview...</p>;
  return (
    <div
      className="blog-content"
      data-testid="live-preview"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
