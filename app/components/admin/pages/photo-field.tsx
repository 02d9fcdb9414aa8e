import { useState } from "react";
import { flushSync } from "react-dom";
import { ImageUpload } from "~/components/admin/image-upload";
import { EditorField } from "~/components/admin/post-editor/editor-field";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import { photoFileField } from "~/schemas/site-page-form";
import type { PageFieldsSetup } from "./page-fields";

/** An image of the media library as a photo field offers it. */
export interface PhotoChoice {
  url: string;
  label: string;
}

/**
 * A photo from the media library: chosen from the library's images, or uploaded here. Without
 * JavaScript "Upload image" sends the whole form, whose action stores the file and brings the
 * form back with the photo chosen; with it the file is stored at once and chosen in place.
 */
export function PhotoField({
  meta,
  label,
  setup,
}: {
  meta: ConformFieldMeta;
  label: string;
  setup: PageFieldsSetup;
}) {
  const [uploaded, setUploaded] = useState<PhotoChoice[]>([]);
  const current = typeof meta.value === "string" ? meta.value : "";
  const choices = [...uploaded, ...setup.photos];
  // A photo the library no longer lists (or one typed elsewhere) stays visible as chosen.
  if (current && !choices.some((choice) => choice.url === current))
    choices.unshift({ url: current, label: current });
  return (
    <div className="grid gap-4 sm:grid-cols-[6rem_1fr]">
      <div className="flex h-24 w-24 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
        {current ? (
          <img src={current} alt="" className="h-full w-full object-cover" />
        ) : (
          <span className="text-xs text-slate-500">No photo</span>
        )}
      </div>
      <div className="space-y-3">
        <EditorField
          meta={meta}
          label={label}
          type="select"
          placeholder="No photo"
          options={choices.map((choice) => ({ value: choice.url, label: choice.label }))}
        />
        <ImageUpload
          id={`${meta.id}-file`}
          name={photoFileField(meta.name)}
          into={label}
          onUploaded={(url) => {
            // The new image must be a choice before it can be chosen.
            flushSync(() => setUploaded((before) => [{ url, label: "Just uploaded" }, ...before]));
            setup.form.update({ name: meta.name, value: url });
          }}
        />
      </div>
    </div>
  );
}
