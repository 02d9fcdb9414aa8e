import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PreferencesForm } from "~/components/consent/preferences-form";
import { preferencesForChoice } from "~/components/root-shared.bundle-boundary";
import type { PageCacheRouteExports } from "~/edge/page-cache-route.server";
import { redirectWithToast } from "~/http/toast.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { consentChoiceSchema } from "~/schemas/consent";
import { rememberPageOfConsent } from "~/services/analytics/visit-attribution.server";
import {
  applyConsentChoice,
  CONSENT_RATE_LIMITED_MESSAGE,
  readConsent,
} from "~/services/consent/cookie-consent.server";

export const meta: MetaFunction = () => [
  { title: "Cookie Preferences" },
  { name: "robots", content: "noindex" },
];

/** The preferences as a page: what the banner's Cookie Settings opens when JavaScript is off. */
/** What the page reads from its address; a shared copy keeps only these (app/edge). */
export const pageQueryParameters: PageCacheRouteExports["pageQueryParameters"] = ["returnTo"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const consent = await readConsent(request, context.env.SESSION_SECRET);
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/");
  return { consent, returnTo };
}

/** Where the banner and preferences forms post: set the cookie, log the proof, go back. */
export async function action({ request, context }: ActionFunctionArgs) {
  const secret = context.env.SESSION_SECRET;
  const form = await request.formData().catch(() => new FormData());
  const returnTo = safeRedirect(form.get("returnTo"), "/");
  const parsed = consentChoiceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return redirectWithToast(returnTo, secret, {
      title: "Choose Accept All, Reject All or Save My Preferences",
      variant: "destructive",
    });
  }
  const applied = await applyConsentChoice(
    request,
    { secret, ipHashSalt: context.env.IP_HASH_SALT, db: () => context.db() },
    preferencesForChoice(parsed.data),
  );
  if (applied.limited) {
    return redirectWithToast(returnTo, secret, {
      title: CONSENT_RATE_LIMITED_MESSAGE,
      variant: "destructive",
    });
  }
  const headers = new Headers();
  for (const cookie of applied.setCookies) headers.append("Set-Cookie", cookie);
  const visitStart = await rememberPageOfConsent(request, secret, applied.record);
  if (visitStart) headers.append("Set-Cookie", visitStart);
  return redirectWithToast(
    returnTo,
    secret,
    { title: "Your cookie preferences have been saved", variant: "success" },
    { headers },
  );
}

export default function ConsentPage() {
  const { consent, returnTo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Cookie Preferences</h1>
      <p className="mt-3 text-slate-600">
        Choose which cookies we may use. Necessary cookies keep the site working and cannot be
        switched off. You can change your choice at any time. Read more in our{" "}
        <Link to="/cookies" className="font-medium text-brand-700 underline">
          Cookie Policy
        </Link>
        .
      </p>
      <div className="mt-6">
        <PreferencesForm
          defaults={
            consent ?? { necessary: true, analytics: false, marketing: false, functional: false }
          }
          returnTo={returnTo}
          idPrefix="consent-page"
        />
      </div>
    </div>
  );
}
