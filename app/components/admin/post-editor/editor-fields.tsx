import { useState } from "react";
import { slugify } from "~/lib/slug";
import { SLUG_TAKEN_MESSAGE } from "~/schemas/blog-post";
import { ContentEditor } from "./content-editor";
import { EditorField } from "./editor-field";
import { EditorPreview } from "./editor-preview";
import type { PostEditorForm } from "./use-post-editor-form";
import { useSlugAvailability, type SlugAvailability } from "./use-slug-availability";

const SLUG_NOTES: Record<SlugAvailability, string> = {
  unknown: "",
  checking: "Checking the slug…",
  available: "This slug is free.",
  taken: `${SLUG_TAKEN_MESSAGE}.`,
};

const SLUG_HINT =
  "Lowercase letters, digits and single hyphens; the post's address is /blog/{slug}. Left empty, it is made from the title.";

/**
 * The post itself: title, slug, excerpt and Markdown content, with the preview under them. Until
 * the slug is typed in (or the post has one), it follows the title.
 */
export function EditorFields({
  form,
  fields,
  hasSlug,
  postId,
  serverPreview,
}: PostEditorForm & {
  /** The post edited (its own slug is free to keep); null for a new post. */
  postId: number | null;
  /** The post already has a slug: the title no longer makes it. */
  hasSlug: boolean;
  serverPreview?: string | null;
}) {
  const [slugEdited, setSlugEdited] = useState(hasSlug);
  const availability = useSlugAvailability(fields.slug.value ?? "", postId);
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
      <EditorField
        meta={fields.title}
        label="Title"
        onChange={(event) => {
          if (!slugEdited)
            form.update({ name: fields.slug.name, value: slugify(event.currentTarget.value) });
        }}
      />
      <EditorField
        meta={fields.slug}
        label="Slug"
        hint={
          <>
            {SLUG_HINT}{" "}
            <span role="status" className={availability === "taken" ? "text-red-700" : undefined}>
              {SLUG_NOTES[availability]}
            </span>
          </>
        }
        required={false}
        onChange={() => setSlugEdited(true)}
      />
      <EditorField meta={fields.excerpt} label="Excerpt" type="textarea" rows={3} />
      <ContentEditor meta={fields.content} />
      <EditorPreview markdown={fields.content.value ?? ""} serverPreview={serverPreview} />
    </div>
  );
}
