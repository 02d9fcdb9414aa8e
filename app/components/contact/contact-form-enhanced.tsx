import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { getRecaptchaToken, RecaptchaError } from "~/client/recaptcha";
import {
  site,
  toast,
  trackEvent,
  trackLead,
  useRootData,
} from "~/components/root-shared.bundle-boundary";
import { contactMessages } from "~/content/contact";
import { contactConstraint } from "~/schemas/contact-constraint.bundle-boundary";
import {
  CONTACT_ACTION,
  CONTACT_FETCHER_KEY,
  CONTACT_FORM_ID,
  ContactFormView,
  type ContactFormReply,
} from "./contact-form-view";
import { validateContact } from "./contact-validation";

/** What the visitor did in the form before this one replaced it. */
export interface ContactFormHandoff {
  /** The controls' values, by name. */
  values: [string, string][];
  /** The control that had focus, with its caret or selection. */
  focus?: { name: string; selection?: [number, number] };
  /** Fields left (each validated now, as on blur). */
  left: Set<string>;
  /** A submission made in that moment (sent again now, validated first). */
  submit: boolean;
}

const failureFallback = contactMessages.failureDefault.replace("{email}", site.emails.contact);

/** The contact form with Conform's validation as you go and the fetcher's submission. */
export function EnhancedContactForm({
  lastResult,
  redirectTo,
  handoff,
}: {
  lastResult?: ContactFormReply;
  redirectTo?: string;
  handoff?: ContactFormHandoff;
}) {
  const location = useLocation();
  const rootData = useRootData();
  const config = rootData?.config;
  const fetcher = useFetcher<ContactFormReply>({ key: CONTACT_FETCHER_KEY });
  const [verifying, setVerifying] = useState(false);
  const sending = verifying || fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: CONTACT_FORM_ID,
    lastResult: fetcher.data?.result ?? lastResult?.result,
    constraint: contactConstraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateContact(formData),
    onSubmit(event, { formData }) {
      event.preventDefault();
      trackEvent("contact_form_submit", { location: location.pathname });
      void send(formData);
    },
  });

  // Before paint: the values and the caret of the form this one replaced.
  useLayoutEffect(() => {
    const element = document.forms.namedItem(form.id);
    if (!handoff || !element) return;
    const { values, focus } = handoff;
    handoff.values = [];
    handoff.focus = undefined;
    for (const [name, value] of values) {
      const control = element.elements.namedItem(name);
      if (
        (control instanceof HTMLInputElement && control.type !== "hidden") ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      )
        control.value = value;
    }
    const focused = focus ? element.elements.namedItem(focus.name) : null;
    if (!(focused instanceof HTMLElement)) return;
    focused.focus({ preventScroll: true });
    if (
      focus?.selection &&
      (focused instanceof HTMLTextAreaElement ||
        (focused instanceof HTMLInputElement && focused.selectionStart !== null))
    )
      focused.setSelectionRange(...focus.selection);
  }, [handoff, form.id]);

  // Once Conform listens: the fields left there validated (as on blur), a submission made there
  // sent again (validated first).
  useEffect(() => {
    if (!handoff) return;
    for (const name of handoff.left) form.validate({ name });
    handoff.left.clear();
    if (!handoff.submit) return;
    handoff.submit = false;
    document.forms.namedItem(form.id)?.requestSubmit();
  }, [handoff, form]);

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

  return (
    <ContactFormView
      fetcher={fetcher}
      formProps={getFormProps(form)}
      fields={fields}
      formError={lastResult?.result.error?.[""]?.[0]}
      sending={sending}
      returnTo={redirectTo ?? `${location.pathname}${location.search}#contact`}
      formStamp={rootData?.formStamp ?? ""}
    />
  );
}
