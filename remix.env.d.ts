/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/cloudflare" />

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
