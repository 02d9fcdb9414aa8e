import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { CookieCategories } from "~/components/legal/cookie-categories";
import { LegalBody, LegalPage } from "~/components/legal/legal-page";
import { buttonClasses, Cookie } from "~/components/root-shared.bundle-boundary";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { legalPageData } from "~/http/legal-page.server";
import type { LegalBlock } from "~/lib/legal-body";

export function loader({ request, context }: LoaderFunctionArgs) {
  return legalPageData("cookies", request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/** Opens the consent dialog when JavaScript runs; without it, the link leads to the preferences form. */
function CookiePreferencesButton() {
  return (
    <a
      href="/consent?returnTo=/cookies"
      data-cookie-preferences-trigger
      className={buttonClasses({ size: "lg" })}
    >
      <Cookie className="h-5 w-5" aria-hidden />
      Manage Cookie Preferences
    </a>
  );
}

/**
 * What the policy's text places with a line of its own: the categories are those of the consent
 * dialog itself, drawn from the code so the policy can never list other choices than it offers.
 */
function cookieBlock(block: LegalBlock) {
  return block === "cookieCategories" ? (
    <CookieCategories categories={cookiePolicy.categories} />
  ) : (
    <CookiePreferencesButton />
  );
}

export default function Cookies() {
  const { title, intro, body, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title={title}
      intro={intro}
      lastUpdated={lastUpdated}
      contents={body.sections.map((section) => section.title)}
    >
      <LegalBody body={body} renderBlock={cookieBlock} />
    </LegalPage>
  );
}
