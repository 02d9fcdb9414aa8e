import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { CookieCategories } from "~/components/legal/cookie-categories";
import { LegalPage, NumberedSection } from "~/components/legal/legal-page";
import { LegalText } from "~/components/legal/legal-text";
import { buttonClasses, Cookie } from "~/components/root-shared.bundle-boundary";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { legalPageData } from "~/http/legal-page.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return legalPageData("cookies", request, context.env);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

const sectionTitles = [
  "What Are Cookies?",
  "Cookies We Use",
  "Managing Your Cookies",
  "Third-Party Cookies",
  "Your Rights",
  "Updates to This Policy",
  "Contact Us",
];

function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text.slice(0, 40)}>
          <LegalText text={text} />
        </p>
      ))}
    </>
  );
}

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

export default function Cookies() {
  const { lastUpdated } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Cookie Policy"
      intro="This policy explains which cookies and similar technologies we use on our website, what they are for, how long they are kept and how you can change your choices."
      lastUpdated={lastUpdated}
      contents={sectionTitles}
    >
      <NumberedSection index={0} title={sectionTitles[0]!}>
        <Paragraphs items={cookiePolicy.intro} />
      </NumberedSection>
      <NumberedSection index={1} title={sectionTitles[1]!}>
        <p>
          We group the cookies on our website into four categories. Only necessary cookies are set
          without your consent.
        </p>
        <CookieCategories categories={cookiePolicy.categories} />
      </NumberedSection>
      <NumberedSection index={2} title={sectionTitles[2]!}>
        <Paragraphs items={cookiePolicy.managing} />
        <CookiePreferencesButton />
      </NumberedSection>
      <NumberedSection index={3} title={sectionTitles[3]!}>
        <p>{cookiePolicy.thirdParty.intro}</p>
        <ul className="space-y-3">
          {cookiePolicy.thirdParty.providers.map((provider) => (
            <li key={provider.name} className="rounded-xl bg-slate-50 p-4">
              <p className="font-semibold text-slate-900">{provider.name}</p>
              <p className="mt-1 text-sm">{provider.purpose}</p>
            </li>
          ))}
        </ul>
      </NumberedSection>
      <NumberedSection index={4} title={sectionTitles[4]!}>
        <Paragraphs items={cookiePolicy.rights} />
      </NumberedSection>
      <NumberedSection index={5} title={sectionTitles[5]!}>
        <Paragraphs items={cookiePolicy.updates} />
      </NumberedSection>
      <NumberedSection index={6} title={sectionTitles[6]!}>
        <Paragraphs items={cookiePolicy.contact} />
        <p>
          Read our{" "}
          <Link
            to="/privacy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </NumberedSection>
    </LegalPage>
  );
}
