import { useNavigation } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

/**
 * A signed-out form's submit button; while its form is posted it reads `busyLabel` ("Signing
 * in..." on the sign-in screen).
 */
export function SignInButton({
  label,
  action = "/admin/login",
  busyLabel = "Signing in...",
}: {
  label: string;
  action?: string;
  busyLabel?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction?.startsWith(action) === true;
  return (
    <button type="submit" disabled={busy} className={buttonClasses({ className: "w-full" })}>
      {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
