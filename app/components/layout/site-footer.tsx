import { Link } from "@remix-run/react";
import {
  SectionLink,
  serviceTitles,
  ShieldCheck,
  site,
} from "~/components/root-shared.bundle-boundary";
import { footerCompanyLinks } from "~/content/navigation";
import { BrandMark } from "./brand-mark";

const footerLink = "rounded text-sm text-slate-300 transition-colors hover:text-white";
const columnHeading = "text-sm font-semibold uppercase tracking-wider text-white";

function LegalDetails() {
  const { address, bank } = site;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm text-slate-300 sm:grid-cols-2 lg:grid-cols-3">
      <div>
        <dt className="font-medium text-white">{site.legalName}</dt>
        <dd>{site.legalForm}</dd>
        <dd>
          {address.street}, {address.postalCode} {address.city}, {address.country}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-white">Registration</dt>
        <dd>
          {site.registrationNumber}, {site.registrationCourt}
        </dd>
        <dd>VAT ID: {site.vatId}</dd>
        <dd>Share capital: {site.shareCapital}</dd>
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
  const currentYear = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          <div className="col-span-2">
            <BrandMark tone="light" />
            <p className="mt-4 max-w-md text-sm leading-relaxed">{site.tagline}.</p>
            <p className="mt-4 text-sm">
              Enquiries:{" "}
              <a
                href={`mailto:${site.emails.contact}`}
                className="text-white underline-offset-4 hover:underline"
              >
                {site.emails.contact}
              </a>
            </p>
            <p className="mt-1 text-sm">
              Data protection:{" "}
              <a
                href={`mailto:${site.emails.privacy}`}
                className="text-white underline-offset-4 hover:underline"
              >
                {site.emails.privacy}
              </a>
            </p>
          </div>

          <nav aria-labelledby="footer-services-heading">
            <h2 id="footer-services-heading" className={columnHeading}>
              Services
            </h2>
            <ul className="mt-4 space-y-2">
              {serviceTitles.map((title) => (
                <li key={title}>
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
          <div className="mt-4">
            <LegalDetails />
          </div>
          <p className="mt-6 flex items-start gap-2 text-sm">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden />
            <span>
              <span className="font-medium text-white">GDPR compliant.</span> {site.gdprStatement}
            </span>
          </p>
        </div>

        <p className="mt-8 border-t border-slate-800 pt-6 text-sm text-slate-400">
          © {site.foundedYear}–{currentYear} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
