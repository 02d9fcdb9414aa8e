import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useMemo, useRef } from "react";
import { useKeptDraft } from "~/components/admin/post-editor/use-kept-draft";
import { useUnsavedChangesWarning } from "~/components/admin/post-editor/use-unsaved-changes-warning";
import { sitePageFormSchema } from "~/schemas/site-page-form";
import type { SitePageName } from "~/schemas/site-pages";

export interface PageEditorValues {
  content: Record<string, unknown>;
  version: number;
  publishAt: string;
  timeZone: string;
}

/** Where a successful save ends: the pages' list, or the draft's preview. */
export function pageEditorSavedPaths(name: SitePageName) {
  return ["/admin/pages", `/admin/pages/${name}/preview`];
}

/**
 * The page editor's form: checked as fields are left, its changes kept in this browser until
 * saved, and guarded against leaving with edits, as the post editor's.
 */
export function usePageEditorForm(
  name: SitePageName,
  defaultValue: PageEditorValues,
  lastResult: SubmissionResult<string[]> | null | undefined,
  savedAt: string | null,
) {
  const saving = useRef(false);
  const schema = useMemo(() => sitePageFormSchema(name), [name]);

  const [form, fields] = useForm<PageEditorValues>({
    id: `page-editor-${name}`,
    lastResult,
    // The document's fields are the page's own: Conform takes them as they are.
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema, disableAutoCoercion: true }) as never,
    onSubmit: () => {
      saving.current = true;
    },
  });

  useUnsavedChangesWarning(form, saving);
  const savedPaths = useMemo(() => pageEditorSavedPaths(name), [name]);
  const keptDraft = useKeptDraft({
    formId: form.id,
    storageKey: `page-editor-draft:${name}`,
    savedPaths,
    savedAt,
    // Changes kept from an older version were saved since (or overtaken by someone else's save).
    outdated: (kept) => kept.version !== String(defaultValue.version),
    value: form.value,
    restore: (values) => {
      // Kept values are the form's fields by name; the form takes them as its nested value, with
      // the version it was opened at (a save must still be checked against that one).
      const formData = new FormData();
      for (const [field, value] of Object.entries(values))
        if (field !== "version") formData.append(field, value);
      formData.append("version", String(defaultValue.version));
      const { payload } = parseWithZod(formData, { schema, disableAutoCoercion: true });
      form.update({ value: payload as never });
    },
  });

  return { form, fields, keptDraft };
}
