import { useEffect, useRef, useState } from "react";
import { formValues, sameValues, type DraftValues } from "./kept-draft";

/**
 * Whether the form's fields differ from what they held when it opened, compared as the browser
 * would post them. (Conform's own `dirty` compares with the default value as an object, so a
 * field it does not know, such as the CSRF token, or keys in another order count as changes.)
 */
export function useChangedSinceOpened(formId: string, value: unknown) {
  const opened = useRef<DraftValues | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const now = formValues(element);
    if (opened.current) setChanged(!sameValues(now, opened.current));
    else opened.current = now;
  }, [formId, value]);
  return changed;
}
