import { useEffect, useState } from "react";

/** False on the server and the first render in the browser, then true: parts that need JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
