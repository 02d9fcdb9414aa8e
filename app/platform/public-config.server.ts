import type { PublicConfig } from "~/lib/root-data";
import type { AppEnv } from "./env.server";

/** The settings the browser may see (never secrets), sent with the root loader. */
export function publicConfig(env: AppEnv): PublicConfig {
  return {
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
    recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL,
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID ?? null,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
  };
}
