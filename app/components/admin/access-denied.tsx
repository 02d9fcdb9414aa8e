import { useNavigate } from "@remix-run/react";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { useEffect } from "react";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

const RETURN_AFTER_S = 3;
const DASHBOARD = "/admin/dashboard";

/** Shown for a super_admin-only screen; sends the user back to the dashboard (meta refresh without JavaScript). */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(DASHBOARD, { replace: true }), RETURN_AFTER_S * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <noscript>
        <meta httpEquiv="refresh" content={`${RETURN_AFTER_S};url=${DASHBOARD}`} />
      </noscript>
      <ShieldAlert aria-hidden className="h-12 w-12 text-red-600" />
      <h1 className="text-2xl font-semibold text-slate-900">Access Denied</h1>
      <p className="text-slate-600">Super admin privileges required</p>
      <a href={DASHBOARD} className={buttonClasses({ className: "mt-2" })}>
        Back to dashboard
      </a>
    </div>
  );
}
