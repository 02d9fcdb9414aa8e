/**
 * The editor's unsaved changes kept in this browser (localStorage), one entry per post and one
 * for a new post, so a reload, a closed tab or an ended session loses no word.
 */

/** The form's fields as posted, without the CSRF token, the buttons and files. */
export type DraftValues = Record<string, string>;

export interface KeptDraft {
  /** When the changes were kept (ISO 8601). */
  keptAt: string;
  values: DraftValues;
  /** Save was pressed with these changes and has not come back to the editor. */
  pendingSave?: boolean;
}

const NOT_KEPT = new Set(["csrf", "intent"]);

export function draftStorageKey(postId: number | null) {
  return `post-editor-draft:${postId ?? "new"}`;
}

export function formValues(form: HTMLFormElement): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !NOT_KEPT.has(name)) values[name] = value;
  }
  return values;
}

export function sameValues(a: DraftValues, b: DraftValues) {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] ?? "") === (b[name] ?? ""));
}

export function readDraft(key: string): KeptDraft | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<KeptDraft>;
    return typeof draft.keptAt === "string" && draft.values && typeof draft.values === "object"
      ? (draft as KeptDraft)
      : null;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, values: DraftValues, pendingSave = false) {
  const draft: KeptDraft = { keptAt: new Date().toISOString(), values, pendingSave };
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the leave guard still asks before edits are lost.
  }
}

export function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept where storage is refused.
  }
}
