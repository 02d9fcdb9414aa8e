import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/admin/csrf-input";
import { FormError } from "~/components/admin/form-error";
import { EditorFields } from "./editor-fields";
import { EditorHeader } from "./editor-header";
import { EditorSidebar } from "./editor-sidebar";
import type { PostEditorValues } from "./editor-values";
import { KeptDraftNotice } from "./kept-draft-notice";
import { usePostEditorForm } from "./use-post-editor-form";

/**
 * The form that creates or edits a post, posted to the screen's own action
 * (app/http/post-editor-action.server.ts); a multipart POST, so it works without JavaScript and
 * can carry an image file.
 */
export function PostEditor({
  mode,
  postId,
  savedAt,
  defaultValue,
  categories,
  timeZones,
  lastResult,
  serverPreview,
}: {
  mode: "create" | "edit";
  /** The post edited; null for a new post. */
  postId: number | null;
  /** When the post was last saved (ISO 8601); null for a new post. */
  savedAt: string | null;
  defaultValue: PostEditorValues;
  categories: string[];
  /** The zones "Publish at" may be read in (`timeZoneChoices`). */
  timeZones: string[];
  lastResult?: SubmissionResult<string[]> | null;
  /** Sanitised HTML from the Preview button (JavaScript off). */
  serverPreview?: string | null;
}) {
  const { form, fields, keptDraft } = usePostEditorForm(defaultValue, lastResult, {
    postId,
    savedAt,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <CsrfInput />
      <EditorHeader mode={mode} />
      <KeptDraftNotice {...keptDraft} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <EditorFields
          form={form}
          fields={fields}
          hasSlug={mode === "edit" || Boolean(defaultValue.slug)}
          postId={postId}
          serverPreview={serverPreview}
        />
        <EditorSidebar
          form={form}
          fields={fields}
          categories={categories}
          timeZones={timeZones}
          yourTimeZone={defaultValue.timeZone}
        />
      </div>
    </Form>
  );
}
