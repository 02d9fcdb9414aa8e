import { useEffect, useLayoutEffect } from "react";

/**
 * `useLayoutEffect` in the browser: it runs in the commit itself, child before parent, before
 * any `useEffect`. On the server, where neither runs, `useEffect` (React warns of the other).
 */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
