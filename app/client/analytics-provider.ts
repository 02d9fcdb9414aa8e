/**
 * The analytics provider (a gtag.js-compatible script, e.g. Google Analytics 4). Its script is
 * requested only from here, and only once the consent layer has seen analytics consent.
 */
import { hasConsentFor } from "./consent";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

interface AnalyticsProviderConfig {
  measurementId: string;
  scriptUrl: string;
}

let loadedFor: string | null = null;

function gtag(...args: unknown[]) {
  window.gtag?.(...args);
}

function providerScriptUrl({ measurementId, scriptUrl }: AnalyticsProviderConfig) {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set("id", measurementId);
  return url.toString();
}

/** Loads the provider (once per page) and returns a sender that checks consent before every event. */
export function startAnalyticsProvider(
  config: AnalyticsProviderConfig,
  { marketing }: { marketing: boolean },
) {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the arguments objects themselves from the data layer.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params -- an array would not be read as a command
      window.dataLayer!.push(arguments);
    };
  }
  const storage = {
    analytics_storage: "granted",
    ad_storage: marketing ? "granted" : "denied",
    ad_user_data: marketing ? "granted" : "denied",
    ad_personalization: marketing ? "granted" : "denied",
  };
  if (loadedFor !== config.measurementId) {
    gtag("consent", "default", storage);
    gtag("js", new Date());
    // Page views are sent by the consent layer on each route change, not by the provider.
    gtag("config", config.measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = providerScriptUrl(config);
    document.head.appendChild(script);
    loadedFor = config.measurementId;
  } else {
    gtag("consent", "update", storage);
  }
  return (name: string, params: Record<string, unknown>) => {
    if (hasConsentFor("analytics"))
      gtag("event", name, { ...params, send_to: config.measurementId });
  };
}

/** After consent is withdrawn the script stays in memory until the next page load; it must store nothing more. */
export function stopAnalyticsProvider() {
  if (!loadedFor) return;
  gtag("consent", "update", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
}
