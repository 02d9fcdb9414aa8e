/** The URL of another page of the current list, keeping its filters. */
export function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  params.delete("confirmDelete");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}
