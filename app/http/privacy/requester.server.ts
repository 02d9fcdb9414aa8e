import type { AppLoadContext } from "@remix-run/cloudflare";
import { requestMeta } from "~/services/auth/request-meta.server";
import type { OutsideStores, Requester } from "~/services/privacy/data-subjects.server";

/**
 * Who asks for a data-subject request and where data lives outside Postgres, as the look-up and
 * the erasure take them; the screen, its JSON download and the API all ask the same way.
 */
export function dataSubjectRequester(
  request: Request,
  context: AppLoadContext,
  actor: Requester["actor"],
): [Requester, OutsideStores] {
  return [
    { actor, meta: requestMeta(request, context), hashSecret: context.env.IP_HASH_SALT },
    { deadLetters: context.env.DEAD_LETTERS },
  ];
}
