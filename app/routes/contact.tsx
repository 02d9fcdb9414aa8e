/**
 * /contact: the contact form as a page of its own, and the action every contact form posts to.
 * Without JavaScript: errors re-render this page with the values kept; success redirects back to
 * the page the form was on, with a toast (post/redirect/get). The JavaScript form (a fetcher)
 * gets the answer as data instead and shows its own toast.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, useActionData } from "@remix-run/react";
import type { ContactFormReply } from "~/components/contact/contact-form";
import { ContactSection } from "~/components/contact/contact-section";
import { contactMessages } from "~/content/contact";
import { parseContactForm } from "~/http/contact-form.bundle-boundary.server";
import { readFormData } from "~/http/form-body.server";
import { loaderPageMeta } from "~/http/seo.bundle-boundary.server";
import { redirectWithToast } from "~/http/toast.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { submitContactEnquiry } from "~/services/leads/receive-enquiry.server";

const MAX_FORM_BYTES = 64 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { meta: await loaderPageMeta("contact", request, context) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export async function action({ request, context }: ActionFunctionArgs) {
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_FORM_BYTES) {
    throw new Response("The form is too large.", { status: 413 });
  }
  const formData = await readFormData(request);
  const enhanced = formData.get("enhanced") === "true";
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/contact");
  const submission = parseContactForm(formData);
  if (submission.status !== "success") {
    return data<ContactFormReply>({ result: submission.reply(), redirectTo }, { status: 400 });
  }

  const token = formData.get("recaptchaToken");
  const honeypot = formData.get("website");
  const result = await submitContactEnquiry(
    { env: context.env, ctx: context.ctx, db: context.db, origin: context.edgeCache.origin },
    submission.value,
    {
      request,
      recaptchaToken: typeof token === "string" && token ? token : undefined,
      form: {
        honeypot: typeof honeypot === "string" ? honeypot : "",
        stamp: formData.get("formStamp"),
      },
    },
  );

  if (result.outcome === "refused") {
    const headers = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : undefined;
    return data<ContactFormReply>(
      { result: submission.reply({ formErrors: [result.message] }), redirectTo },
      { status: result.status, headers },
    );
  }
  if (enhanced) {
    return data<ContactFormReply>({
      result: submission.reply({ resetForm: true }),
      sent: { message: result.message },
    });
  }
  return redirectWithToast(redirectTo, context.env.SESSION_SECRET, {
    title: contactMessages.successTitle,
    description: result.message,
    variant: "success",
  });
}

/**
 * The JavaScript form's way to the server action. If the request fails outright (offline, the
 * server unreachable), answer as a refusal instead of replacing the page with the error screen:
 * the form keeps what was typed and the toast offers the e-mail address.
 */
export async function clientAction({
  serverAction,
}: ClientActionFunctionArgs): Promise<ContactFormReply> {
  try {
    return await serverAction<ContactFormReply>();
  } catch (error) {
    console.warn("contact: sending failed", error);
    return { result: { status: "error" } };
  }
}

export default function ContactPage() {
  const reply = useActionData<typeof action>();
  return <ContactSection asPage lastResult={reply} redirectTo={reply?.redirectTo} />;
}
