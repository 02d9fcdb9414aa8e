import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import Send from "lucide-react/icons/send";
import { useEffect, useRef, useState } from "react";
import { trackEvent, trackLead } from "~/client/analytics";
import { getRecaptchaToken, RecaptchaError } from "~/client/recaptcha";
import { buttonClasses } from "~/components/ui/button";
import { contactFormCopy as copy, contactMessages } from "~/content/contact";
import { site } from "~/content/site";
import { useRootData } from "~/lib/root-data";
import { toast } from "~/lib/toast";
import { contactConstraint } from "~/schemas/contact-constraint";
import { ContactFields } from "./contact-fields";

export const CONTACT_ACTION = "/contact";

/** What the /contact action answers when it does not redirect. */
export interface ContactFormReply {
  result: SubmissionResult<string[]>;
  /** The enquiry was taken (answered to the JavaScript form only): the success toast's text. */
  sent?: { message: string };
  /** The page the visitor came from, kept across a re-rendered form. */
  redirectTo?: string;
}

// zod and Conform's zod adapter, most of the form's code, are fetched when the form is first
// touched: nothing can ask for validation before a field has been focused.
const loadValidation = () => import("./contact-validation");
type ValidateContact = Awaited<ReturnType<typeof loadValidation>>["validateContact"];

const [privacyNoteBefore, privacyNoteAfter] = copy.privacyNote.split("Privacy Policy");
const failureFallback = contactMessages.failureDefault.replace("{email}", site.emails.contact);

/**
 * The contact form. Without JavaScript it is a plain POST to /contact (errors come back on that
 * page, success redirects back here with a toast). With JavaScript it validates as you go, gets a
 * reCAPTCHA token when configured, and sends through a fetcher without leaving the page.
 */
export function ContactForm({
  lastResult,
  redirectTo,
}: {
  lastResult?: ContactFormReply;
  redirectTo?: string;
}) {
  const location = useLocation();
  const rootData = useRootData();
  const config = rootData?.config;
  const fetcher = useFetcher<ContactFormReply>({ key: "contact-form" });
  const [verifying, setVerifying] = useState(false);
  const sending = verifying || fetcher.state !== "idle";

  const [validate, setValidate] = useState<ValidateContact | null>(null);
  // What the visitor did before validation arrived, done again once it has: fields left (each
  // validated as on blur) and a submission (sent again, now validated first).
  const leftBeforeValidation = useRef(new Set<string>());
  const submitBeforeValidation = useRef<{ submitter: HTMLElement | null } | null>(null);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: fetcher.data?.result ?? lastResult?.result,
    constraint: contactConstraint,
    // Without onValidate Conform would send a blur's validation request as a real submission.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!validate) {
        submitBeforeValidation.current = {
          submitter: (event.nativeEvent as SubmitEvent).submitter,
        };
        touch();
        return;
      }
      trackEvent("contact_form_submit", { location: location.pathname });
      void send(formData);
    },
  });

  function touch() {
    if (!validate)
      void loadValidation().then((module) => setValidate(() => module.validateContact));
  }

  useEffect(() => {
    if (!validate) return;
    for (const name of leftBeforeValidation.current) form.validate({ name });
    leftBeforeValidation.current.clear();
    const pending = submitBeforeValidation.current;
    submitBeforeValidation.current = null;
    if (pending)
      document.forms
        .namedItem(form.id)
        ?.requestSubmit(pending.submitter instanceof HTMLButtonElement ? pending.submitter : null);
  }, [validate, form]);

  async function send(formData: FormData) {
    const siteKey = config?.recaptchaSiteKey;
    if (siteKey) {
      setVerifying(true);
      try {
        formData.set("recaptchaToken", await getRecaptchaToken(config.recaptchaScriptUrl, siteKey));
      } catch (error) {
        const failure = error instanceof RecaptchaError ? error.toast : contactMessages.tokenFailed;
        console.warn(error);
        toast({ ...failure, variant: "destructive" });
        return;
      } finally {
        setVerifying(false);
      }
    }
    formData.set("enhanced", "true");
    fetcher.submit(formData, { method: "post", action: CONTACT_ACTION });
  }

  // One toast per answer from the server.
  const answered = useRef<ContactFormReply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || answered.current === reply) return;
    answered.current = reply;
    if (reply.sent) {
      trackLead();
      toast({
        title: contactMessages.successTitle,
        description: reply.sent.message || contactMessages.successDefault,
        variant: "success",
      });
    } else {
      toast({
        title: contactMessages.failureTitle,
        description: reply.result.error?.[""]?.[0] ?? failureFallback,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data]);

  const returnTo = redirectTo ?? `${location.pathname}${location.search}#contact`;
  const formError = lastResult?.result.error?.[""]?.[0];

  return (
    <fetcher.Form
      method="post"
      action={CONTACT_ACTION}
      {...getFormProps(form)}
      // The form's own messages, worded as the product defines them, replace the browser's; the
      // server checks everything again.
      noValidate
      aria-describedby={formError ? `${form.id}-error` : undefined}
      onFocus={touch}
      onBlur={(event) => {
        const { name } = event.target as Partial<HTMLInputElement>;
        if (!validate && name) leftBeforeValidation.current.add(name);
      }}
      className="grid gap-x-4 gap-y-1 sm:grid-cols-2"
    >
      <input type="hidden" name="redirectTo" value={returnTo} />
      <input type="hidden" name="formStamp" value={rootData?.formStamp ?? ""} />
      {/* A field people never see or fill in; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${form.id}-website`}>Leave this field empty</label>
        <input
          id={`${form.id}-website`}
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
          id={`${form.id}-error`}
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
