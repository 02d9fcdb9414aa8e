import { useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  forgetDraft,
  formValues,
  keepDraft,
  readDraft,
  sameValues,
  type DraftValues,
  type KeptDraft,
} from "./kept-draft";

/** Changes are kept this long after the last one, not on every keystroke. */
const KEEP_DELAY_MS = 500;
type DraftState =
  { state: "none" } | { state: "offered"; draft: KeptDraft } | { state: "restored" };

/**
 * Keeps the editor's unsaved changes in this browser a moment after each change, and on opening
 * offers a kept version newer than the saved post. A save that met an ended session (Save was
 * pressed and the editor never saw it succeed) comes back restored at once. A successful save
 * forgets the kept version.
 */
export function useKeptDraft({
  formId,
  storageKey: key,
  savedPaths,
  savedAt,
  outdated,
  value,
  restore,
}: {
  formId: string;
  /** Where in this browser the changes are kept (one key per record). */
  storageKey: string;
  /** Where a successful save ends; any other end (the sign-in page) keeps the changes. */
  savedPaths: readonly string[];
  /** When the record was last saved (ISO 8601); null for a new one. */
  savedAt: string | null;
  /** Whether kept changes were made to a version of the record that is no longer the stored one. */
  outdated?: (kept: DraftValues) => boolean;
  /** The form's current value: a change to it is a change to keep. */
  value: unknown;
  restore: (values: DraftValues) => void;
}) {
  const navigation = useNavigation();
  const [draft, setDraft] = useState<DraftState>({ state: "none" });
  const saved = useRef<DraftValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const offered = useRef(false);
  const submitted = useRef(false);

  const form = useCallback(
    () => document.getElementById(formId) as HTMLFormElement | null,
    [formId],
  );

  useEffect(() => {
    const element = form();
    if (!element) return;
    saved.current = formValues(element);
    const kept = readDraft(key);
    if (!kept) return;
    if (
      (savedAt !== null && kept.keptAt <= savedAt) ||
      sameValues(kept.values, saved.current) ||
      outdated?.(kept.values)
    ) {
      forgetDraft(key);
      return;
    }
    if (kept.pendingSave) {
      restore(kept.values);
      keepDraft(key, kept.values);
      setDraft({ state: "restored" });
      return;
    }
    offered.current = true;
    setDraft({ state: "offered", draft: kept });
    // Only what was kept when the editor opened is offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const element = form();
    // While the offer is open the kept version stays as it is, until Restore or Discard.
    if (!element || !saved.current || offered.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const values = formValues(element);
      if (sameValues(values, saved.current ?? {})) forgetDraft(key);
      else keepDraft(key, values);
    }, KEEP_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [value, key, form]);

  useEffect(() => {
    const element = form();
    if (!element) return;
    const posting = navigation.formMethod === "POST";
    if (navigation.state === "submitting" && posting) {
      clearTimeout(timer.current);
      keepDraft(key, formValues(element), true);
      submitted.current = true;
    } else if (navigation.state === "loading" && posting) {
      clearTimeout(timer.current);
      if (savedPaths.includes(navigation.location.pathname)) forgetDraft(key);
    } else if (navigation.state === "idle" && submitted.current) {
      // The save came back to the editor (a field to correct): the changes are kept as before.
      submitted.current = false;
      keepDraft(key, formValues(element));
    }
  }, [navigation, key, form, savedPaths]);

  return {
    draft,
    restoreDraft() {
      if (draft.state !== "offered") return;
      offered.current = false;
      restore(draft.draft.values);
      keepDraft(key, draft.draft.values);
      setDraft({ state: "restored" });
    },
    discardDraft() {
      offered.current = false;
      forgetDraft(key);
      setDraft({ state: "none" });
    },
  };
}
