/** How a refused attempt is answered: its status, its Retry-After and the words it shows. */
import type { ActiveLock } from "./lockout.server";

const MINUTE = 60 * 1000;

/** The answer to a locked attempt: 423 for the account, 429 for a network over its limit. */
export function lockStatus(lock: ActiveLock) {
  return lock.scope === "ip" ? 429 : 423;
}

/** Retry-After for the lock: whole seconds, never zero. */
export function retryAfterSeconds(lock: ActiveLock, now: Date) {
  return Math.max(1, Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000));
}

/** "Try again in 15 minutes": whole minutes, rounded up, never zero. */
function minutesUntil(until: Date, now: Date) {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
}

/** Why the lock is shown: a sign-in, or a current-password check on a signed-in screen. */
type LockedAction = "sign-in" | "password-check";

export function lockMessage(lock: ActiveLock, now: Date, action: LockedAction = "sign-in") {
  const minutes = minutesUntil(lock.lockedUntil, now);
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  if (action === "password-check")
    return `Too many incorrect passwords. Password checks are locked; try again in ${wait}.`;
  return lock.scope === "ip"
    ? `Too many failed sign-in attempts from your network. Try again in ${wait}.`
    : `Too many failed sign-in attempts. This account is locked; try again in ${wait}.`;
}
