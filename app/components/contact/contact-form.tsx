import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useRootData } from "~/components/root-shared.bundle-boundary";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import { contactConstraint } from "~/schemas/contact-constraint.bundle-boundary";
import type { ContactFormHandoff } from "./contact-form-enhanced";
import {
  CONTACT_FETCHER_KEY,
  CONTACT_FORM_ID,
  ContactFormView,
  type ContactFormReply,
} from "./contact-form-view";

export { CONTACT_ACTION, type ContactFormReply } from "./contact-form-view";

// Conform, zod and Conform's zod adapter, most of the form's code, are fetched when the visitor
// reaches for the form (a pointer over it, a touch, focus, a submission): nothing can ask for
// validation before that. Until then the form is the same markup without them.
const loadEnhanced = () => import("./contact-form-enhanced");
type EnhancedForm = Awaited<ReturnType<typeof loadEnhanced>>["EnhancedContactForm"];
let enhancedForm: EnhancedForm | undefined;

// A form the server sent back with its errors is Conform's from the first render (the server's
// HTML is Conform's too): hydration waits for the module instead of rendering without it.
const EnhancedFromTheStart = lazy(() =>
  loadEnhanced().then((module) => ({ default: module.EnhancedContactForm })),
);

/** A field of the form before Conform is there: what useForm gives for it with nothing sent yet. */
function staticFieldMeta(name: keyof typeof contactConstraint) {
  const id = `${CONTACT_FORM_ID}-${name}`;
  return {
    id,
    errorId: `${id}-error`,
    name,
    formId: CONTACT_FORM_ID,
    ...contactConstraint[name],
  } as unknown as ConformFieldMeta;
}
export const staticContactFields = {
  firstName: staticFieldMeta("firstName"),
  lastName: staticFieldMeta("lastName"),
  email: staticFieldMeta("email"),
  company: staticFieldMeta("company"),
  projectType: staticFieldMeta("projectType"),
  message: staticFieldMeta("message"),
};

/**
 * The contact form. Without JavaScript it is a plain POST to /contact (errors come back on that
 * page, success redirects back here with a toast). With JavaScript it validates as you go, gets a
 * reCAPTCHA token when configured, and sends through a fetcher without leaving the page.
 */
export function ContactForm(props: { lastResult?: ContactFormReply; redirectTo?: string }) {
  const location = useLocation();
  const rootData = useRootData();
  const fetcher = useFetcher<ContactFormReply>({ key: CONTACT_FETCHER_KEY });
  const [Enhanced, setEnhanced] = useState(() => enhancedForm);
  const handoff = useRef<ContactFormHandoff>({ values: [], left: new Set(), submit: false });
  const loading = useRef(false);
  const pressed = useRef(false);

  if (Enhanced) return <Enhanced {...props} handoff={handoff.current} />;
  if (props.lastResult) return <EnhancedFromTheStart {...props} />;

  function enhance(form: HTMLFormElement) {
    if (loading.current) return;
    loading.current = true;
    void loadEnhanced().then((module) => {
      enhancedForm = module.EnhancedContactForm;
      const swap = () => swapIn(form, module.EnhancedContactForm);
      // A button held down is left to finish its click (a submission is kept for the new form).
      if (!pressed.current) swap();
      else
        window.addEventListener("pointerup", () => setTimeout(swap), { once: true, capture: true });
    });
  }

  function swapIn(form: HTMLFormElement, EnhancedContactForm: EnhancedForm) {
    // What was typed, and where the caret is, move to Conform's form as it replaces this one:
    // read and swapped in one task, so no keystroke falls between.
    handoff.current.values = [...new FormData(form)].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    );
    const active = document.activeElement;
    if (
      (active instanceof HTMLInputElement ||
        active instanceof HTMLTextAreaElement ||
        active instanceof HTMLSelectElement) &&
      active.form === form
    )
      handoff.current.focus = {
        name: active.name,
        selection:
          active instanceof HTMLSelectElement || active.selectionStart === null
            ? undefined
            : [active.selectionStart, active.selectionEnd ?? active.selectionStart],
      };
    flushSync(() => setEnhanced(() => EnhancedContactForm));
  }

  const reachedFor = (event: { currentTarget: HTMLFormElement }) => enhance(event.currentTarget);
  return (
    <ContactFormView
      fetcher={fetcher}
      formProps={{
        id: CONTACT_FORM_ID,
        onPointerEnter: reachedFor,
        onTouchStart: reachedFor,
        onPointerDown(event) {
          pressed.current = true;
          window.addEventListener("pointerup", () => (pressed.current = false), { once: true });
          reachedFor(event);
        },
        onFocus: reachedFor,
        onBlur(event: FocusEvent<HTMLFormElement>) {
          const { name } = event.target as Partial<HTMLInputElement>;
          if (name) handoff.current.left.add(name);
        },
        onSubmit(event: FormEvent<HTMLFormElement>) {
          // Sent again by Conform's form, validated first, as soon as it is there.
          event.preventDefault();
          handoff.current.submit = true;
          enhance(event.currentTarget);
        },
      }}
      fields={staticContactFields}
      formError={undefined}
      sending={fetcher.state !== "idle"}
      returnTo={props.redirectTo ?? `${location.pathname}${location.search}#contact`}
      formStamp={rootData?.formStamp ?? ""}
    />
  );
}
