/**
 * What a loader or action that failed because of Postgres answers, for every route at once:
 * 503 with Retry-After while the database is away (whichever statement gave up: the connection
 * or a query stuck behind a lock), 400 when Postgres refused a value the client sent (the
 * backstop behind the schemas). The answer is thrown as a Response, the one form Remix passes
 * on with its status everywhere: to a document, to its single-fetch `.data` request (which
 * skips entry.server and, for a thrown error, answers 500 whatever the error was) and from a
 * resource route. Remix also hides a thrown error's kind from entry.server outside
 * development, so it cannot be recognised there.
 */
import type {
  ActionFunctionArgs,
  AppLoadContext,
  LoaderFunctionArgs,
  ServerBuild,
} from "@remix-run/cloudflare";
import { isInvalidInputError } from "~/lib/db-errors.server";
import { jsonError } from "~/lib/json-response";
import { serviceUnavailable } from "~/platform/context.server";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage, logError } from "~/platform/request-log.server";
import { INVALID_VALUE_MESSAGE } from "~/schemas/text";

/** The answer to a failure Postgres explains, or null for any other (a bug: a 500). */
export function failureAnswer(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
): Response | null {
  // A Response is already an answer, the 503 of `context.db()` among them.
  if (error instanceof Response) return null;
  if (isDatabaseUnavailable(error)) {
    // An outage is one line a minute, not one per request; it is no bug to report.
    logDatabaseOutage(new URL(request.url).pathname);
    return serviceUnavailable();
  }
  if (isInvalidInputError(error)) {
    // A value the schemas let through: the client hears 400, and the gap is reported.
    logError(context.requestId, error);
    context.failures.push(error);
    return jsonError(400, INVALID_VALUE_MESSAGE);
  }
  return null;
}

type RouteFunction<Args> = (args: Args) => unknown;

function answering<Args extends LoaderFunctionArgs | ActionFunctionArgs>(
  run: RouteFunction<Args> | undefined,
) {
  if (!run) return undefined;
  return async (args: Args) => {
    try {
      return await run(args);
    } catch (error) {
      throw failureAnswer(error, args) ?? error;
    }
  };
}

/** The build with every route's loader and action answering failures Postgres explains. */
export function answeringFailures(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      route && {
        ...route,
        module: {
          ...route.module,
          loader: answering(route.module.loader),
          action: answering(route.module.action),
        },
      },
    ]),
  );
  return { ...build, routes };
}
