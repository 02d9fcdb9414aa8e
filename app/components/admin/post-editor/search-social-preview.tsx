import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { site } from "~/components/root-shared.bundle-boundary";
import { blogPostMeta } from "~/lib/blog-post-meta";
import type { PostEditorForm } from "./use-post-editor-form";

/** About what search results show of a page's title and description before cutting them. */
const TITLE_LIMIT = 60;
const DESCRIPTION_LIMIT = 160;

function cut(text: string, limit: number) {
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

/** The image's full address, as og:image carries it; nothing while the field holds no address. */
function imageAddress(imageUrl: string) {
  if (!imageUrl) return null;
  try {
    return new URL(imageUrl, site.url).href;
  } catch {
    return null;
  }
}

function Counter({
  id,
  label,
  count,
  limit,
}: {
  id: string;
  label: string;
  count: number;
  limit: number;
}) {
  const over = count > limit;
  return (
    <p
      id={id}
      className={`flex items-center gap-1 text-xs ${over ? "text-amber-800" : "text-slate-500"}`}
    >
      {over ? <TriangleAlert aria-hidden className="h-3.5 w-3.5" /> : null}
      {label}: {count} / {limit} characters
      {over ? ". Search results cut it short." : null}
    </p>
  );
}

/**
 * How the post will look in a search result and as a shared link, from the same metadata its page
 * serves (title with the blog's name, the meta description or else the excerpt, the image as
 * og:image), with the title's and description's lengths against what search results show.
 */
export function SearchSocialPreview({ form, fields }: PostEditorForm) {
  const meta = blogPostMeta(
    {
      title: fields.title.value ?? "",
      excerpt: fields.excerpt.value ?? "",
      metaDescription: fields.metaDescription.value,
    },
    site.url,
  );
  const host = new URL(site.url).host;
  const image = imageAddress(fields.imageUrl.value ?? "");
  return (
    <section aria-labelledby={`${form.id}-previews`} className="space-y-3">
      <h2
        id={`${form.id}-previews`}
        className="text-sm font-semibold uppercase tracking-wide text-slate-600"
      >
        Search and social preview
      </h2>
      <div className="space-y-1">
        <h3 className="text-xs font-medium text-slate-600">Search result</h3>
        <div className="rounded-lg border border-slate-200 p-3" data-testid="search-preview">
          <p className="truncate text-xs text-slate-600">
            {host} › blog › {fields.slug.value || "…"}
          </p>
          <p className="text-base text-blue-800">{cut(meta.title, TITLE_LIMIT)}</p>
          <p className="text-sm text-slate-700">{cut(meta.description, DESCRIPTION_LIMIT)}</p>
        </div>
        <Counter
          id={`${form.id}-title-count`}
          label="Page title"
          count={meta.title.length}
          limit={TITLE_LIMIT}
        />
        <Counter
          id={`${form.id}-description-count`}
          label="Description"
          count={meta.description.length}
          limit={DESCRIPTION_LIMIT}
        />
      </div>
      <div className="space-y-1">
        <h3 className="text-xs font-medium text-slate-600">Shared link</h3>
        <div
          className="overflow-hidden rounded-lg border border-slate-200"
          data-testid="social-preview"
        >
          {image ? (
            <img src={image} alt="" className="aspect-[1.91/1] w-full bg-slate-100 object-cover" />
          ) : (
            <p className="flex aspect-[1.91/1] items-center justify-center bg-slate-100 text-xs text-slate-700">
              No image: add one under Image URL
            </p>
          )}
          <div className="space-y-0.5 p-3">
            <p className="text-xs uppercase text-slate-500">{host}</p>
            <p className="text-sm font-semibold text-slate-900">{meta.title}</p>
            <p className="line-clamp-2 text-xs text-slate-600">{meta.description}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
