import { getInputProps } from "@conform-to/react";
import { ImageUpload } from "~/components/admin/image-upload";
import { readTimeFor } from "~/lib/slug";
import { IMAGE_FILE_FIELD } from "~/schemas/media";
import { EditorField } from "./editor-field";
import { SearchSocialPreview } from "./search-social-preview";
import type { PostEditorForm } from "./use-post-editor-form";

/** When and how the post is shown: publishing, category, author, image and search metadata. */
export function EditorSidebar({
  form,
  fields,
  categories,
  timeZones,
  yourTimeZone,
}: PostEditorForm & {
  categories: string[];
  /** The zones "Publish at" may be read in (`timeZoneChoices`). */
  timeZones: string[];
  /** The admin's own zone (their browser's, or UTC until known), named in the hint. */
  yourTimeZone: string;
}) {
  const readTime = readTimeFor(fields.content.value ?? "");
  const { key: publishedKey, ...publishedProps } = getInputProps(fields.published, {
    type: "checkbox",
  });
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <input
          key={publishedKey}
          {...publishedProps}
          className="mt-1 h-4 w-4 rounded border-slate-300"
        />
        <label htmlFor={fields.published.id} className="text-sm">
          <span className="font-medium text-slate-800">Published</span>
          <span className="block text-slate-500">
            Visible on the public blog once saved, or from the time below.
          </span>
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          meta={fields.publishAt}
          label="Publish at"
          type="datetime-local"
          hint="Optional. A published post with a later time stays hidden until then; empty publishes it when saved."
        />
        <EditorField
          meta={fields.timeZone}
          label="Time zone"
          hint={`The zone Publish at is read in. Yours: ${yourTimeZone}.`}
          type="select"
          options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
        />
      </div>
      <EditorField
        meta={fields.category}
        label="Category"
        hint="Pick an existing category or type a new one."
        list="post-categories"
        autoComplete="off"
      >
        <datalist id="post-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </EditorField>
      <EditorField meta={fields.author} label="Author" />
      <EditorField
        meta={fields.readTime}
        label="Read time"
        hint={`Left empty, it is worked out from the content (now ${readTime}).`}
        placeholder={readTime}
      />
      <EditorField meta={fields.tags} label="Tags" hint="Separated by commas." />
      <EditorField meta={fields.imageUrl} label="Image URL" inputMode="url" />
      <ImageUpload
        id={`${form.id}-image-file`}
        name={IMAGE_FILE_FIELD}
        onUploaded={(url) => form.update({ name: fields.imageUrl.name, value: url })}
      />
      <EditorField
        meta={fields.metaDescription}
        label="Meta description"
        type="textarea"
        rows={3}
      />
      <EditorField meta={fields.metaKeywords} label="Meta keywords" />
      <SearchSocialPreview form={form} fields={fields} />
    </div>
  );
}
