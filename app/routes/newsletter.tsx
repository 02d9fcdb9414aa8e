import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import { json } from "~/lib/json-response";
import { safeRedirect } from "~/lib/safe-redirect";
import { newsletterSchema, type NewsletterResult } from "~/schemas/newsletter";
import { newsletterMessages, subscribeToNewsletter } from "~/services/leads/newsletter.server";

export const loader = () => redirect("/blog");

/**
 * POST /newsletter. The plain form (JavaScript off) sends `redirectTo` and gets a redirect with
 * a toast; the enhanced form (a fetcher) gets JSON it shows in place.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  // The plain form names the page to return to; the enhanced one sends no redirectTo.
  const redirectTo = form.has("redirectTo") ? safeRedirect(form.get("redirectTo"), "/blog") : null;
  const respond = async (status: number, result: NewsletterResult) => {
    if (!redirectTo) return json(result, { status });
    return redirectWithToast(
      `${redirectTo.split("#")[0]}#newsletter`,
      context.env.SESSION_SECRET,
      result.ok
        ? {
            title: newsletterMessages.subscribedTitle,
            description: result.message,
            variant: "success",
          }
        : { title: result.error, variant: "destructive" },
    );
  };

  const submission = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!submission.success)
    return respond(400, { ok: false, error: newsletterMessages.invalidEmail });

  const subscribed = await subscribeToNewsletter(
    { env: context.env, db: context.db, origin: context.edgeCache.origin },
    submission.data.email,
    { visitor: await hashIp(clientIp(request), context.env.IP_HASH_SALT) },
  );
  if (!subscribed.ok && subscribed.reason === "rate_limited")
    return respond(429, { ok: false, error: newsletterMessages.tooMany });
  if (!subscribed.ok) return respond(503, { ok: false, error: newsletterMessages.unavailable });
  return respond(200, { ok: true, message: newsletterMessages.subscribedDescription });
}
