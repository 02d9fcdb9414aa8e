import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./field";

/** One of the fields `useForm` returns, whatever its form's schema. */
export type ConformFieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

type InputControl = {
  type?: "text" | "email" | "password" | "datetime-local" | "tel" | "url";
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "placeholder" | "inputMode" | "list" | "required" | "onChange"
>;
type TextareaControl = { type: "textarea"; rows: number; placeholder?: string };
type SelectControl = {
  type: "select";
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("nothing chosen"). */
  placeholder?: string;
};

/** Which control a field has and how it is set up: the part of a field a form's data list gives. */
export type FieldControl = InputControl | TextareaControl | SelectControl;

/** What a form gives for one of its fields; the form's own wrapper adds the style. */
export type FieldSetup = FieldControl & {
  meta: ConformFieldMeta;
  label: string;
  hint?: ReactNode;
  /** The errors shown; by default the field's own. */
  errors?: string[];
  /** Shown after the control (a datalist, for instance). */
  children?: ReactNode;
};

type ConformFieldProps = FieldSetup & {
  className: string;
  /** By default the error line, while there is an error. */
  describedBy?: string;
  reserveErrorSpace?: boolean;
};

/**
 * A labelled control bound to a Conform field, with its hint and error line: the block every
 * plain field of a form repeats. The control is invalid while errors are shown, so a screen
 * reader announces them with it.
 */
export function ConformField({
  meta,
  label,
  hint,
  errors = meta.errors,
  describedBy = errors ? meta.errorId : undefined,
  reserveErrorSpace,
  children,
  ...control
}: ConformFieldProps) {
  return (
    <Field
      id={meta.id}
      label={label}
      errorId={meta.errorId}
      errors={errors}
      hint={hint}
      reserveErrorSpace={reserveErrorSpace}
    >
      <Control
        meta={meta}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy}
        {...control}
      />
      {children}
    </Field>
  );
}

type ControlProps = FieldControl & {
  meta: ConformFieldMeta;
  className: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** What a field's metadata gives every control: Conform's getFormControlProps without aria. */
function commonProps(meta: ConformFieldMeta) {
  return simplify({
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
  });
}

/**
 * The attributes Conform's getInputProps, getSelectProps and getTextareaProps give a control
 * (with `ariaAttributes: false`), derived here from the same metadata: Conform's helpers come
 * from the package's index, which brings the whole of Conform into every page with a field,
 * including the contact form before its validation has loaded. conform-field.test.ts holds them
 * equal to Conform's.
 */
export function inputProps(meta: ConformFieldMeta, type: string) {
  const initialValue: unknown = meta.initialValue;
  return simplify({
    ...commonProps(meta),
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
    accept: meta.accept,
    defaultValue: typeof initialValue === "string" ? initialValue : undefined,
  });
}

export function selectProps(meta: ConformFieldMeta) {
  const initialValue: unknown = meta.initialValue;
  return simplify({
    ...commonProps(meta),
    multiple: meta.multiple,
    defaultValue: Array.isArray(initialValue)
      ? initialValue.map((item) => `${item ?? ""}`)
      : (initialValue as { toString(): string } | null | undefined)?.toString(),
  });
}

export function textareaProps(meta: ConformFieldMeta) {
  const initialValue: unknown = meta.initialValue;
  return simplify({
    ...commonProps(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: (initialValue as { toString(): string } | null | undefined)?.toString(),
  });
}

function simplify<T extends object>(props: T): T {
  for (const key of Object.keys(props) as (keyof T)[])
    if (props[key] === undefined) delete props[key];
  return props;
}

function Control({ meta, ...props }: ControlProps) {
  if (props.type === "textarea") {
    const { type: _type, ...attributes } = props;
    return <textarea {...textareaProps(meta)} {...attributes} />;
  }
  if (props.type === "select") {
    const { type: _type, options, placeholder, ...attributes } = props;
    return (
      <select {...selectProps(meta)} {...attributes}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const { type: _type, ...attributes } = props;
  return <input {...inputProps(meta, props.type ?? "text")} {...attributes} />;
}
