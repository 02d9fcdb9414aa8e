import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For the admin screens whose forms answer a failure in place (the editor, Settings): after an
 * action that failed (4xx, 5xx) the screen keeps its data, since the failure changed nothing.
 * Reloading it while Postgres is away would replace the form, and what was typed in it, with an
 * error page. (Single fetch runs every loader of a reload unless a route opts out here.)
 */
export const keepDataAfterFailedAction: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);
