/** Recognises Postgres errors that mean "the client asked for something impossible", not a fault. */
function postgresCode(error: unknown): { code?: string; constraint?: string } {
  // Drizzle wraps the driver's error; the Postgres fields live on the cause.
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

/**
 * Postgres refused a value the client sent, not a fault of ours: text with a NUL character
 * (22021), a character the encoding lacks (22P05), text that is not a number (22P02), or a
 * number out of range (22003).
 */
export function isInvalidInputError(error: unknown) {
  const { code } = postgresCode(error);
  return code === "22021" || code === "22P05" || code === "22P02" || code === "22003";
}

/** A unique constraint was violated (SQLSTATE 23505), optionally a specific one. */
export function isUniqueViolation(error: unknown, constraint?: string) {
  const details = postgresCode(error);
  return details.code === "23505" && (!constraint || details.constraint === constraint);
}
