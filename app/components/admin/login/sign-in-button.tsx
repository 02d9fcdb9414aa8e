import { useNavigation } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

/** A step's submit button; it reads "Signing in..." while that step is posted. */
export function SignInButton({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction?.startsWith("/admin/login") === true;
  return (
    <button type="submit" disabled={busy} className={buttonClasses({ className: "w-full" })}>
      {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
      {busy ? "Signing in..." : label}
    </button>
  );
}
