import { useEffect, useState } from "react";
import Share2 from "~/components/icons/share-2";
import { toast } from "~/components/root-shared.bundle-boundary";

/**
 * Share uses the device's share sheet when there is one, else copies the link. Without
 * JavaScript it is an e-mail link carrying the post's address.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const className =
    "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700";

  if (!hydrated) {
    const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
    return (
      <a href={mailto} className={className}>
        <Share2 className="h-4 w-4" aria-hidden />
        Share
      </a>
    );
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is not an error worth a message.
        if (!(error instanceof DOMException && error.name === "AbortError")) await copyLink();
      }
      return;
    }
    await copyLink();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: "Link copied!",
        description: "The blog post link has been copied to your clipboard.",
      });
    } catch {
      toast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  }

  return (
    <button type="button" onClick={share} className={className} data-analytics-label="Share">
      <Share2 className="h-4 w-4" aria-hidden />
      Share
    </button>
  );
}
