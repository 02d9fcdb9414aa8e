import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import { json } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { newsletterSchema } from "~/schemas/newsletter";
import {
  NEWSLETTER_RATE_LIMIT,
  newsletterMessages,
  subscribeToNewsletter,
} from "~/services/newsletter.server";
import { consumeRateLimit } from "~/services/rate-limit.server";

export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string };

/** Only a path on this site: never "//host" or "/\host", which browsers treat as another site. */
function localPath(value: FormDataEntryValue | null) {
  return typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\")
    ? value
    : null;
}

export const loader = () => redirect("/blog");

/**
 * POST /newsletter. The plain form (JavaScript off) sends `redirectTo` and gets a redirect with
 * a toast; the enhanced form (a fetcher) gets JSON it shows in place.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = localPath(form.get("redirectTo"));
  const respond = async (status: number, result: NewsletterResult) => {
    if (!redirectTo) return json(result, { status });
    return redirectWithToast(
      `${redirectTo}#newsletter`,
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

  const db = await context.db();
  const ipHash = await hashIp(clientIp(request), context.env.IP_HASH_SALT);
  const limit = await consumeRateLimit(db, NEWSLETTER_RATE_LIMIT, ipHash);
  if (!limit.allowed) return respond(429, { ok: false, error: newsletterMessages.tooMany });

  await subscribeToNewsletter(db, submission.data.email);
  return respond(200, { ok: true, message: newsletterMessages.subscribedDescription });
}
