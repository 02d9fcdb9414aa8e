/** `caches.default` of workerd: this data centre's Cache API (the DOM typings do not know it). */
export function edgeCache() {
  return (caches as unknown as { default: Cache }).default;
}
