import { useRouteLoaderData } from "@remix-run/react";
import type { CompanyFacts } from "./company-facts";
import type { ConsentRecord } from "./consent-record";
import type { ToastMessage } from "./toast";

/** The settings the browser may see (never secrets). */
export interface PublicConfig {
  recaptchaSiteKey: string | null;
  recaptchaScriptUrl: string;
  analyticsMeasurementId: string | null;
  analyticsScriptUrl: string;
}

/** What the root loader sends every page. */
export interface RootData {
  toast: ToastMessage | null;
  config: PublicConfig;
  /** When this page was rendered, signed; public forms send it back (minimum fill time). */
  formStamp: string;
  consent: ConsentRecord | null;
  /** The published company details and services' names (footer, contact section); null on admin screens. */
  footer: { company: CompanyFacts; serviceTitles: string[] } | null;
}

/** The root loader's data (toast, public config, form stamp, consent), for any component. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
