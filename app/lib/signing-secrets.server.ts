/**
 * A secret that signs things (cookies, tokens, form stamps) may hold several values, newest
 * first: the newest signs, every listed value still verifies. Rotating a secret is then
 * "put the new value in front, drop the old one once what it signed has expired", with no one
 * signed out in between. In the environment the values are separated by commas.
 */
export type SigningSecrets = string | readonly string[];

export function parseSecretList(raw: string): string[] {
  return raw
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

export function allSecrets(secrets: SigningSecrets): readonly string[] {
  return typeof secrets === "string" ? [secrets] : secrets;
}

/** The value that signs: the first of the list. */
export function currentSecret(secrets: SigningSecrets): string {
  const [current] = allSecrets(secrets);
  if (!current) throw new Error("No signing secret configured");
  return current;
}
