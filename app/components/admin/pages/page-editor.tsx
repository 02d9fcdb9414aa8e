import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import Eye from "lucide-react/icons/eye";
import { CsrfInput } from "~/components/admin/csrf-input";
import { FormError } from "~/components/admin/form-error";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { EditorField } from "~/components/admin/post-editor/editor-field";
import { KeptDraftNotice } from "~/components/admin/post-editor/kept-draft-notice";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import type { SitePageName } from "~/schemas/site-pages";
import { PageFieldView, type PageFieldsSetup } from "./page-fields";
import { pageFormLayouts } from "./page-form-layout";
import { PageStatusBadge, type PageStatusView } from "./page-status";
import type { PhotoChoice } from "./photo-field";
import { usePageEditorForm, type PageEditorValues } from "./use-page-editor-form";

/**
 * The form of one of the site's pages, in sections that mirror the page, posted to the screen's
 * own action (app/http/page-editor-action.server.ts). A multipart POST, so it works without
 * JavaScript and can carry a photo. "Save draft" changes nothing the public sees; "Publish" and
 * "Schedule" do, now or at the chosen time.
 */
export function PageEditor({
  name,
  title,
  publicPath,
  status,
  savedAt,
  defaultValue,
  lastResult,
  photos,
  timeZones,
}: {
  name: SitePageName;
  title: string;
  publicPath: string;
  status: PageStatusView;
  /** When the draft was last saved (ISO 8601). */
  savedAt: string;
  defaultValue: PageEditorValues;
  lastResult?: SubmissionResult<string[]> | null;
  photos: PhotoChoice[];
  /** The zones "Publish at" may be read in (`timeZoneChoices`). */
  timeZones: string[];
}) {
  const { form, fields, keptDraft } = usePageEditorForm(name, defaultValue, lastResult, savedAt);
  const setup = { form: form as unknown as PageFieldsSetup["form"], photos };
  const content = fields.content.getFieldset() as unknown as Record<string, ConformFieldMeta>;
  const { key: versionKey, ...versionProps } = getInputProps(fields.version, { type: "hidden" });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-6"
      aria-labelledby="page-editor-heading"
    >
      {/* Enter in a field saves the draft: the form's first button is the one it presses. */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
      >
        Save draft
      </button>
      <CsrfInput />
      <input key={versionKey} {...versionProps} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link to="/admin/pages" className="text-sm font-medium text-brand-700 hover:underline">
            ← All pages
          </Link>
          <h1 id="page-editor-heading" className="mt-1 text-2xl font-bold text-slate-900">
            Edit page: {title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <PageStatusBadge status={status} />
            <a href={publicPath} className="font-medium text-brand-700 hover:underline">
              View the live page
            </a>
            <Link
              to={`/admin/pages/${name}/preview`}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <Eye aria-hidden className="h-4 w-4" /> Preview the saved draft
            </Link>
          </div>
        </div>
      </div>
      <KeptDraftNotice {...keptDraft} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {Object.entries(pageFormLayouts[name]).map(([key, field]) => (
            <div
              key={key}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <PageFieldView field={field} meta={content[key]!} setup={setup} />
            </div>
          ))}
        </div>
        <div className="space-y-5 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
          <h2 className="text-sm font-semibold text-slate-900">Publishing</h2>
          <p className="text-sm text-slate-600">
            Saving keeps a draft: visitors see the page as last published until you publish.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="save" className={outlineButtonClasses()}>
              Save draft
            </button>
            <button type="submit" name="intent" value="preview" className={outlineButtonClasses()}>
              Save and preview
            </button>
            <button type="submit" name="intent" value="publish" className={buttonClasses()}>
              Publish
            </button>
          </div>
          <EditorField
            meta={fields.publishAt as ConformFieldMeta}
            label="Publish at"
            type="datetime-local"
            hint="To publish later: choose the time, then Schedule. Until then visitors see the page as it is."
          />
          <EditorField
            meta={fields.timeZone as ConformFieldMeta}
            label="Time zone"
            type="select"
            options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          />
          <button type="submit" name="intent" value="schedule" className={outlineButtonClasses()}>
            Schedule
          </button>
        </div>
      </div>
    </Form>
  );
}
