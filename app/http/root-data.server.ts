import type { AppLoadContext } from "@remix-run/cloudflare";
import { isAdminPath } from "~/lib/admin-path";
import type { RootData } from "~/lib/root-data";
import { publicConfig } from "~/platform/public-config.server";
import { consentToRender } from "~/services/consent/cookie-consent.server";
import { readFooterFacts } from "~/services/pages/company-facts.server";
import { getToast } from "./toast.server";

/**
 * What the root loader sends every page, with the cookie that clears a shown toast. Kept apart
 * from root.tsx so that the browser build of the root imports one server module of its own:
 * server modules the root shared with other routes each became a small empty chunk every page
 * downloaded.
 */
export async function loadRootData(
  request: Request,
  context: AppLoadContext,
): Promise<{ rootData: RootData; setCookie: string | null }> {
  const { toast, setCookie } = await getToast(request, context.env.SESSION_SECRET);
  // Read on the server so a visitor who has chosen never sees the banner flash, also on a page
  // asked for while their choice was still being saved.
  const [consent, footer] = await Promise.all([
    consentToRender(request, context.env.SESSION_SECRET),
    isAdminPath(new URL(request.url).pathname) ? null : readFooterFacts(context),
  ]);
  // The Worker issues the form stamp, so a page served from the edge cache gets a fresh one too.
  const rootData: RootData = {
    toast,
    config: publicConfig(context.env),
    formStamp: context.formStamp,
    consent,
    footer,
  };
  return { rootData, setCookie };
}
