import type { AppLoadContext } from "@remix-run/cloudflare";
import { logError } from "~/platform/request-log.server";

/** How long work left for after the answer may still use the request's database. */
const AFTER_ANSWER_DATABASE_MS = 10_000;

/**
 * Keeps work going after the answer has been sent, with the request's database open for it:
 * for work whose duration must not show in the answer's timing (whether an account exists).
 * A failure is logged, never thrown: the answer has gone.
 */
export function continueAfterAnswer(context: AppLoadContext, work: Promise<unknown>) {
  const settled = work.catch((error: unknown) => logError(context.requestId, error));
  context.keepDatabaseOpenUntil(settled, AFTER_ANSWER_DATABASE_MS);
  context.ctx.waitUntil(settled);
}
