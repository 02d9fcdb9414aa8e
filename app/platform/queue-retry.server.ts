/**
 * How the queues' consumers (intake, mail) wait before a message is tried again: 5 s after the
 * first failure, twice as long after each next one, at most 5 minutes.
 */
const FIRST_RETRY_SECONDS = 5;
export const MAX_RETRY_SECONDS = 300;

export function retryDelaySeconds(attempts: number) {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}
