/** JSON responses of the /api/v1 contract. */
export function json<T>(body: T, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ message, ...extra }, { status });
}
