import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./field";

/** One of the fields `useForm` returns, whatever its form's schema. */
export type ConformFieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

type InputControl = {
  type?: "text" | "email" | "password" | "datetime-local";
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

function Control({ meta, ...props }: ControlProps) {
  const withoutAria = { ariaAttributes: false } as const;
  if (props.type === "textarea") {
    const { key, ...bound } = getTextareaProps(meta, withoutAria);
    const { type: _type, ...attributes } = props;
    return <textarea key={key} {...bound} {...attributes} />;
  }
  if (props.type === "select") {
    const { key, ...bound } = getSelectProps(meta, withoutAria);
    const { type: _type, options, placeholder, ...attributes } = props;
    return (
      <select key={key} {...bound} {...attributes}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const { key, ...bound } = getInputProps(meta, { ...withoutAria, type: props.type ?? "text" });
  const { type: _type, ...attributes } = props;
  return <input key={key} {...bound} {...attributes} />;
}
