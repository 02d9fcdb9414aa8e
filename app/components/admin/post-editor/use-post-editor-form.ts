import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { postEditorSchema } from "~/schemas/blog-post";
import type { PostEditorValues } from "./editor-values";
import { useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

/** The editor's form: checked as fields are left, and guarded against leaving with edits. */
export function usePostEditorForm(
  defaultValue: PostEditorValues,
  lastResult?: SubmissionResult<string[]> | null,
) {
  const navigation = useNavigation();
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

  useEffect(() => {
    if (navigation.state === "idle") saving.current = false;
  }, [navigation.state]);

  useUnsavedChangesWarning(form.dirty, saving);

  return { form, fields };
}

/** What the editor's parts share: the form, to update fields, and its fields. */
export type PostEditorForm = ReturnType<typeof usePostEditorForm>;
