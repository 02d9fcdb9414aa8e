import {
  ConformField,
  type ConformFieldMeta,
  type FieldControl,
} from "~/components/ui/conform-field";
import { contactFormCopy as copy, projectTypes } from "~/content/contact";
import type { ContactInput } from "~/schemas/contact";

/** At least 44 px tall, a comfortable touch target: larger than the admin screens' inputs. */
const controlClass =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

type ContactFieldSpec = FieldControl & {
  name: keyof ContactInput;
  label: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
};

const contactFields: ContactFieldSpec[] = [
  { name: "firstName", ...copy.firstName, autoComplete: "given-name" },
  { name: "lastName", ...copy.lastName, autoComplete: "family-name" },
  { name: "email", ...copy.email, type: "email", autoComplete: "email", wide: true },
  { name: "company", ...copy.company, autoComplete: "organization" },
  { name: "projectType", ...copy.projectType, type: "select", options: projectTypes },
  { name: "message", ...copy.message, type: "textarea", rows: 5, wide: true },
];

/**
 * The enquiry's fields, in the contact form's two-column grid. Each keeps a line for its error,
 * so the form does not jump while it validates as the visitor types.
 */
export function ContactFields({
  fields,
}: {
  fields: Record<ContactFieldSpec["name"], ConformFieldMeta>;
}) {
  return contactFields.map(({ name, wide, ...control }) => {
    const field = (
      <ConformField
        key={name}
        meta={fields[name]}
        className={controlClass}
        reserveErrorSpace
        {...control}
      />
    );
    return wide ? (
      <div key={name} className="sm:col-span-2">
        {field}
      </div>
    ) : (
      field
    );
  });
}
