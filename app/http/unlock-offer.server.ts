import type { AppLoadContext } from "@remix-run/cloudflare";
import { siteOrigin } from "~/lib/site-origin";
import type { Database } from "~/platform/db.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import type { LockReport } from "~/services/auth/sign-in.server";
import { offerUnlock } from "~/services/auth/unlock.server";
import { continueAfterAnswer } from "./after-answer.server";

/**
 * What a sign-in (screen or API) does when a failure locks a known account: its owner is
 * mailed the way back in, after the answer, so the answer's timing is that of any lock.
 */
export function unlockOffer(
  request: Request,
  context: AppLoadContext,
  db: Database,
  meta: RequestMeta,
): LockReport {
  const origin = siteOrigin(request, context.env.SITE_URL);
  return (locked) =>
    continueAfterAnswer(context, offerUnlock(db, context.env, { ...locked, origin }, meta));
}
