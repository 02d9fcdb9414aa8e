import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The root loader's data (toast, public config, form stamp, consent), for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
