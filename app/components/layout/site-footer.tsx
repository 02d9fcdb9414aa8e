import { Link } from "@remix-run/react";
import {
  SectionLink,
  ShieldCheck,
  site,
  useRootData,
} from "~/components/root-shared.bundle-boundary";
import { footerCompanyLinks } from "~/content/navigation";
import type { CompanyFacts } from "~/lib/company-facts";
import { BrandMark } from "./brand-mark";

const footerLink = "rounded text-sm text-slate-300 transition-colors hover:text-white";
const columnHeading = "text-sm font-semibold uppercase tracking-wider text-white";

/** The legal notice's details (a plain function: the footer is on every page, each byte counts). */
function legalDetails(company: CompanyFacts) {
  const { address, bank } = company;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm text-slate-300 sm:grid-cols-2 lg:grid-cols-3">
      <div>
        <dt className="font-medium text-white">{company.legalName}</dt>
        <dd>{company.legalForm}</dd>
        <dd>
          {address.street}, {address.postalCode} {address.city}, {address.country}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-white">Registration</dt>
        <dd>
          {company.registrationNumber}, {company.registrationCourt}
        </dd>
        <dd>VAT ID: {company.vatId}</dd>
        <dd>Share capital: {company.shareCapital}</dd>
      </div>
      <div>
        <dt className="font-medium text-white">Bank details</dt>
        <dd>{bank.name}</dd>
        <dd>IBAN: {bank.iban}</dd>
        <dd>BIC: {bank.bic}</dd>
      </div>
    </dl>
  );
}

export function SiteFooter() {
  // In UTC, as the server renders it: a visitor's own zone would differ at New Year.
  const currentYear = new Date().getUTCFullYear();
  // The code's own details when the page has no root data (an error page).
  const footer = useRootData()?.footer;
  const company = footer?.company ?? site;
  const { emails } = company;
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          <div className="col-span-2">
            <BrandMark tone="light" />
            <p className="mt-4 max-w-md text-sm leading-relaxed">{company.tagline}.</p>
            <p className="mt-4 text-sm">
              Enquiries:{" "}
              <a
                href={`mailto:${emails.contact}`}
                className="text-white underline-offset-4 hover:underline"
              >
                {emails.contact}
              </a>
            </p>
            <p className="mt-1 text-sm">
              Data protection:{" "}
              <a
                href={`mailto:${emails.privacy}`}
                className="text-white underline-offset-4 hover:underline"
              >
                {emails.privacy}
              </a>
            </p>
          </div>

          <nav aria-labelledby="footer-services-heading">
            <h2 id="footer-services-heading" className={columnHeading}>
              Services
            </h2>
            <ul className="mt-4 space-y-2">
              {footer?.serviceTitles.map((title, index) => (
                <li key={index}>
                  <SectionLink href="/#services" className={footerLink}>
                    {title}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-company-heading">
            <h2 id="footer-company-heading" className={columnHeading}>
              Company
            </h2>
            <ul className="mt-4 space-y-2">
              {footerCompanyLinks.map((link) => (
                <li key={link.name}>
                  {link.isSection ? (
                    <SectionLink href={link.href as `/#${string}`} className={footerLink}>
                      {link.name}
                    </SectionLink>
                  ) : (
                    <Link to={link.href} prefetch="intent" className={footerLink}>
                      {link.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="mt-12 border-t border-slate-800 pt-8">
          <h2 className={columnHeading}>Legal notice</h2>
          <div className="mt-4">{legalDetails(company)}</div>
          <p className="mt-6 flex items-start gap-2 text-sm">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden />
            <span>
              <span className="font-medium text-white">GDPR compliant.</span>{" "}
              {company.gdprStatement}
            </span>
          </p>
        </div>

        <p className="mt-8 border-t border-slate-800 pt-6 text-sm text-slate-400">
          © {site.foundedYear}–{currentYear} {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
