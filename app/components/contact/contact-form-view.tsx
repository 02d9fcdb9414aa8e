import type { SubmissionResult } from "@conform-to/react";
import type { FetcherWithComponents } from "@remix-run/react";
import type { ComponentProps } from "react";
import Send from "~/components/icons/send";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import { contactFormCopy as copy, contactMessages } from "~/content/contact";
import { ContactFields } from "./contact-fields";

export const CONTACT_ACTION = "/contact";
export const CONTACT_FORM_ID = "contact-form";
/** The fetcher both forms use, so a submission in flight survives the swap from one to the other. */
export const CONTACT_FETCHER_KEY = "contact-form";

/** What the /contact action answers when it does not redirect. */
export interface ContactFormReply {
  result: SubmissionResult<string[]>;
  /** The enquiry was taken (answered to the JavaScript form only): the success toast's text. */
  sent?: { message: string };
  /** The page the visitor came from, kept across a re-rendered form. */
  redirectTo?: string;
}

const [privacyNoteBefore, privacyNoteAfter] = copy.privacyNote.split("Privacy Policy");

type FormElementProps = Pick<
  ComponentProps<"form">,
  "id" | "onSubmit" | "onFocus" | "onBlur" | "onPointerEnter" | "onPointerDown" | "onTouchStart"
>;

/**
 * The contact form's markup, the same before and after its validation has loaded (the page's
 * first form and the one with Conform behind it render exactly this, so the swap from one to the
 * other changes nothing on screen).
 */
export function ContactFormView({
  fetcher,
  formProps,
  fields,
  formError,
  sending,
  returnTo,
  formStamp,
}: {
  fetcher: FetcherWithComponents<ContactFormReply>;
  formProps: FormElementProps;
  fields: ComponentProps<typeof ContactFields>["fields"];
  formError: string | undefined;
  sending: boolean;
  returnTo: string;
  formStamp: string;
}) {
  const id = formProps.id ?? CONTACT_FORM_ID;
  return (
    <fetcher.Form
      method="post"
      action={CONTACT_ACTION}
      {...formProps}
      // The form's own messages, worded as the product defines them, replace the browser's; the
      // server checks everything again.
      noValidate
      aria-describedby={formError ? `${id}-error` : undefined}
      className="grid gap-x-4 gap-y-1 sm:grid-cols-2"
    >
      <input type="hidden" name="redirectTo" value={returnTo} />
      <input type="hidden" name="formStamp" value={formStamp} />
      {/* A field people never see or fill in; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <ContactFields fields={fields} />

      {formError ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
          <span className="font-semibold">{contactMessages.failureTitle}: </span>
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses({ size: "lg" })}>
          {sending ? copy.submitting : copy.submit}
          {sending ? null : <Send className="h-4 w-4" aria-hidden />}
        </button>
        <p className="text-xs text-slate-500">
          {privacyNoteBefore}
          <a href="/privacy" className="underline underline-offset-2 hover:text-slate-700">
            Privacy Policy
          </a>
          {privacyNoteAfter}
        </p>
      </div>
    </fetcher.Form>
  );
}

export type { ConformFieldMeta };
