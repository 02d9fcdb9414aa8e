import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { postEditorSchema } from "~/schemas/blog-post";
import type { PostEditorValues } from "./editor-values";
import { draftStorageKey } from "./kept-draft";
import { useKeptDraft } from "./use-kept-draft";
import { useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

/** Where a successful save ends. */
const SAVED_PATHS = ["/admin/blog"];

/**
 * The editor's form: checked as fields are left, its changes kept in the browser until saved, and
 * guarded against leaving with edits.
 */
export function usePostEditorForm(
  defaultValue: PostEditorValues,
  lastResult: SubmissionResult<string[]> | null | undefined,
  saved: { postId: number | null; savedAt: string | null },
) {
  const saving = useRef(false);

  const [form, fields] = useForm({
    id: "post-editor",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(postEditorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postEditorSchema }),
    onSubmit: () => {
      saving.current = true;
    },
  });

  useUnsavedChangesWarning(form, saving);
  const keptDraft = useKeptDraft({
    formId: form.id,
    storageKey: draftStorageKey(saved.postId),
    savedPaths: SAVED_PATHS,
    savedAt: saved.savedAt,
    value: form.value,
    restore: (values) => form.update({ value: values as Partial<PostEditorValues> }),
  });

  return { form, fields, keptDraft };
}

/** What the editor's parts share: the form, to update fields, and its fields. */
export type PostEditorForm = Pick<ReturnType<typeof usePostEditorForm>, "form" | "fields">;
