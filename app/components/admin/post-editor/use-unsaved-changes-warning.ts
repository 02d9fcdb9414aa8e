import { useBlocker } from "@remix-run/react";
import { useEffect, type MutableRefObject } from "react";

const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before a navigation or a tab close would throw edits away (JavaScript only). A save on its
 * way (`saving`) leaves the page without asking.
 */
export function useUnsavedChangesWarning(dirty: boolean, saving: MutableRefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (saving.current) return;
      event.preventDefault();
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, saving]);
}
