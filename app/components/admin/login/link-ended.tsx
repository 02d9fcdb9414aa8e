import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { LoginCard } from "./login-card";

/** A mailed link that no longer works (or never did): why, and the way to a new one. */
export function LinkEnded({ title, message }: { title: string; message: string }) {
  return (
    <LoginCard title={title} intro={message}>
      <div className="space-y-3">
        <a href="/admin/forgot-password" className={buttonClasses({ className: "w-full" })}>
          Ask for a new link
        </a>
        <p className="text-center text-sm text-slate-600">
          <a
            href="/admin/login"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Back to sign in
          </a>
        </p>
      </div>
    </LoginCard>
  );
}
