/**
 * Control characters: the C0 range (tab, line breaks, escape…), DEL and the C1 range. They
 * are invisible in a report, and URL parsers drop some of them (a tab turns "/\t/evil.example"
 * into "//evil.example", another host), so analytics keep no text that holds one.
 */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what is looked for
export const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/gu;

/**
 * Half of a surrogate pair without its other half: no character at all, and Postgres refuses
 * the whole row of JSON that holds one. Cutting text at a length can leave one at the end.
 */
export const WITHOUT_LONE_SURROGATES = /^[^\ud800-\udfff]*$/u;

/**
 * The value with each run of control characters made one space (they mostly stand between
 * words: a tab, a line break), for text read from a URL, where a page is not refused for it.
 */
export function withoutControlCharacters(value: string) {
  return value.replace(CONTROL_CHARACTERS, " ");
}

/** At most `max` UTF-16 units of the value (as zod's `max` counts), never half a character. */
export function clipText(value: string, max: number) {
  return value.slice(0, max).replace(/[\ud800-\udbff]$/u, "");
}
