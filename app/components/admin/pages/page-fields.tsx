import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { ContentEditor } from "~/components/admin/post-editor/content-editor";
import { EditorField } from "~/components/admin/post-editor/editor-field";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import { FieldError } from "~/components/ui/field";
import type { PageField } from "./page-form-layout";
import { PhotoField, type PhotoChoice } from "./photo-field";

type ObjectMeta = FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>;
type ListMeta = FieldMetadata<unknown[], Record<string, unknown>, string[]>;

export interface PageFieldsSetup {
  form: FormMetadata<Record<string, unknown>, string[]>;
  /** The media library's images a photo field offers. */
  photos: PhotoChoice[];
}

const legendClass = "text-sm font-semibold text-slate-900";

/** A field of a page's document, with the control its layout names. */
export function PageFieldView({
  field,
  meta,
  setup,
}: {
  field: PageField;
  meta: ConformFieldMeta;
  setup: PageFieldsSetup;
}) {
  switch (field.kind) {
    case "line":
      return (
        <EditorField
          meta={meta}
          label={field.label}
          hint={field.hint}
          type={field.inputType ?? "text"}
        />
      );
    case "paragraph":
      return (
        <EditorField
          meta={meta}
          label={field.label}
          hint={field.hint}
          type="textarea"
          rows={field.rows}
        />
      );
    case "markdown":
      return <ContentEditor meta={meta} label={field.label} rows={24} />;
    case "choice":
      return (
        <EditorField
          meta={meta}
          label={field.label}
          type="select"
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case "check":
      return <CheckField meta={meta} label={field.label} />;
    case "photo":
      return <PhotoField meta={meta} label={field.label} setup={setup} />;
    case "group":
      return (
        <fieldset className="space-y-4">
          <legend className={legendClass}>{field.label}</legend>
          <GroupFields fields={field.fields} meta={meta} setup={setup} />
        </fieldset>
      );
    case "list":
      return <ListField field={field} meta={meta} setup={setup} />;
  }
}

/** The fields of a group, each bound to its part of the group's value. */
export function GroupFields({
  fields,
  meta,
  setup,
}: {
  fields: Record<string, PageField>;
  meta: ConformFieldMeta;
  setup: PageFieldsSetup;
}) {
  const parts = (meta as unknown as ObjectMeta).getFieldset();
  return (
    <div className="space-y-4">
      {Object.entries(fields).map(([key, child]) => (
        <PageFieldView
          key={key}
          field={child}
          meta={parts[key] as unknown as ConformFieldMeta}
          setup={setup}
        />
      ))}
    </div>
  );
}

function CheckField({ meta, label }: { meta: ConformFieldMeta; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaAttributes: false });
  return (
    <div className="flex items-center gap-3">
      <input key={key} {...props} className="h-4 w-4 rounded border-slate-300" />
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** What names a list's item in its heading: its number, and its name field's text when set. */
function itemName(
  field: Extract<PageField, { kind: "list" }>,
  item: ConformFieldMeta,
  index: number,
) {
  const numbered = `${field.itemLabel} ${index + 1}`;
  if (!field.nameField) return numbered;
  const value = (item.value as Record<string, unknown> | undefined)?.[field.nameField];
  return typeof value === "string" && value.trim() ? `${numbered}: ${value.trim()}` : numbered;
}

/**
 * A list of items with "Add another", and each item's "Move up", "Move down" and "Remove".
 * They are submit buttons carrying Conform's intent: with JavaScript the form changes in place,
 * without it the server sends the form back changed and nothing is saved.
 */
function ListField({
  field,
  meta,
  setup,
}: {
  field: Extract<PageField, { kind: "list" }>;
  meta: ConformFieldMeta;
  setup: PageFieldsSetup;
}) {
  const { form } = setup;
  const items = (meta as unknown as ListMeta).getFieldList() as unknown as ConformFieldMeta[];
  const noun = field.itemLabel.toLowerCase();
  const small = outlineButtonClasses({ size: "sm", className: "inline-flex items-center gap-1" });
  return (
    <fieldset className="space-y-3" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className={legendClass}>{field.label}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">No {field.label.toLowerCase()} yet.</p>
      ) : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const name = itemName(field, item, index);
          return (
            <li
              key={item.key}
              className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
              data-testid={`${meta.name}-item`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-700">{name}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    {...form.reorder.getButtonProps({
                      name: meta.name,
                      from: index,
                      to: index - 1,
                    })}
                    disabled={index === 0}
                    aria-label={`Move ${name} up`}
                    className={`${small} disabled:opacity-40`}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" /> Move up
                  </button>
                  <button
                    {...form.reorder.getButtonProps({
                      name: meta.name,
                      from: index,
                      to: index + 1,
                    })}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${name} down`}
                    className={`${small} disabled:opacity-40`}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" /> Move down
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name: meta.name, index })}
                    aria-label={`Remove ${name}`}
                    className={`${small} text-red-700`}
                  >
                    <Trash aria-hidden className="h-4 w-4" /> Remove
                  </button>
                </div>
              </div>
              {field.item.kind === "group" ? (
                <GroupFields fields={field.item.fields} meta={item} setup={setup} />
              ) : (
                <PageFieldView field={{ ...field.item, label: name }} meta={item} setup={setup} />
              )}
            </li>
          );
        })}
      </ol>
      <FieldError id={meta.errorId} errors={meta.errors} />
      <button
        {...form.insert.getButtonProps({ name: meta.name, defaultValue: field.newItem as never })}
        className={small}
      >
        <Plus aria-hidden className="h-4 w-4" /> Add another {noun}
      </button>
    </fieldset>
  );
}
