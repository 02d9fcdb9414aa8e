import { useNonce } from "~/components/root-shared.bundle-boundary";

/** Structured data for search engines. `<` is escaped so the JSON cannot close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
