const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (a search for "50%" finds "50%"). */
export function containsPattern(text: string) {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for what starts with `text`, its wildcards escaped like `containsPattern`'s. */
export function prefixPattern(text: string) {
  return `${escapeLike(text)}%`;
}
