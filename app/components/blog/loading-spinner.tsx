import Loader2 from "~/components/icons/loader-circle";

export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-6 text-brand-700">
      <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
