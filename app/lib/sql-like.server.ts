/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (a search for "50%" finds "50%"). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
