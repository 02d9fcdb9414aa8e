import { ConformField, type FieldSetup } from "~/components/ui/conform-field";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500";

/**
 * A field of the post editor, in the admin screens' input style. Its control names its hint and
 * its error line (aria-describedby) whether or not an error shows.
 */
export function EditorField(field: FieldSetup) {
  const describedBy = [field.hint ? `${field.meta.id}-hint` : "", field.meta.errorId]
    .filter(Boolean)
    .join(" ");
  return <ConformField {...field} className={inputClass} describedBy={describedBy} />;
}
