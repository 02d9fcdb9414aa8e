import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";

/** The amber line the dashboard shows while messages of a queue wait for an operator. */
function WaitingNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{children} See “Dead letters” in the operations guide.</p>
    </div>
  );
}

/**
 * Submissions that could not be stored after every retry wait in the dead-letter store: a
 * person must look (docs/operations.md says how), so the dashboard says so until none are left.
 */
export function DeadLetterNotice({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <WaitingNotice>
      {count === 1 ? "1 submission" : `${count} submissions`} could not be stored after every retry
      and {count === 1 ? "waits" : "wait"} in the dead-letter store.
    </WaitingNotice>
  );
}

/** Mail that could not be sent after every retry, kept for an operator; nothing when none. */
export function UnsentMailNotice({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <WaitingNotice>
      {count === 1 ? "1 email" : `${count} emails`} could not be sent after every retry and{" "}
      {count === 1 ? "waits" : "wait"} in the dead-letter store.
    </WaitingNotice>
  );
}
