/**
 * The shape of a commit message here: a subject of at most 72 characters, so `git log
 * --oneline` can be scanned, then (when there is more to say) a blank line and the body.
 */
export const SUBJECT_MAX_LENGTH = 72;

/** What is wrong with a commit message, as sentences; empty when it has the house shape. */
export function commitMessageProblems(message: string): string[] {
  const [subject = "", second] = message.replace(/\s+$/, "").split("\n");
  const problems: string[] = [];
  if (!subject.trim()) problems.push("the subject is empty");
  if ([...subject].length > SUBJECT_MAX_LENGTH) {
    problems.push(
      `the subject has ${[...subject].length} characters (at most ${SUBJECT_MAX_LENGTH})`,
    );
  }
  if (second !== undefined && second.trim() !== "") {
    problems.push("the subject is not followed by a blank line before the body");
  }
  return problems;
}
