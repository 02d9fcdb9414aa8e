/**
 * The modules the root route loads on every page that other modules use as well. Everywhere
 * else in components/ and routes/ they are imported from here, not from their own modules
 * (ESLint holds this; content/, lib/ and client/ import them directly, being below).
 *
 * Esbuild's code splitting puts a file in a chunk by the set of entry points that reach it, and
 * every route module and every lazily loaded module is one. A module the root shares with, say,
 * /team and the chat panel would be a chunk of its own, which every page downloads with about
 * 0.2 kB of gzip and import overhead; reached through this one module, they share one set of
 * entry points and so one chunk. Only what the root itself uses belongs here: anything else
 * would be downloaded on every page. `npm run size` fails when the root's code is split again
 * (docs/decisions/0023-browser-javascript-budgets.md), and ESLint keeps this file to `export …
 * from` lines, which it and `npm run size` read as the list ("Bundle boundaries" in
 * docs/conventions.md).
 */
export * from "~/client/analytics";
export * from "~/client/consent";
export * from "~/client/random-id";
export * from "~/components/consent/consent-choice";
export * from "~/components/consent/consent-provider";
export * from "~/components/icons/icon";
export { default as Cookie } from "~/components/icons/cookie";
export { default as ShieldCheck } from "~/components/icons/shield-check";
export { default as X } from "~/components/icons/x";
export * from "~/components/layout/section-link";
export * from "~/components/ui/button";
export * from "~/content/site";
export * from "~/lib/consent-record";
export * from "~/lib/nonce";
export * from "~/lib/root-data";
export * from "~/lib/scroll";
export * from "~/lib/toast";
export * from "~/lib/use-browser-layout-effect";
