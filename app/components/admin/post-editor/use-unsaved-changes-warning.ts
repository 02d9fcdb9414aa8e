import { useBlocker, useNavigation } from "@remix-run/react";
import { useEffect, type MutableRefObject } from "react";
import { useChangedSinceOpened } from "./use-changed-since-opened";

const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before a navigation or a tab close would throw the form's edits away (JavaScript only). A
 * save on its way (`saving`, which the form's submit sets) leaves the page without asking; once
 * the navigation it started has ended, edits count again.
 */
export function useUnsavedChangesWarning(
  form: { id: string; value: unknown },
  saving: MutableRefObject<boolean>,
) {
  const dirty = useChangedSinceOpened(form.id, form.value);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") saving.current = false;
  }, [navigation.state, saving]);

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
