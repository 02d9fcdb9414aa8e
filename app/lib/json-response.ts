import type { ZodError } from "zod";
import { refusalSummary } from "./refusal-summary";

/** JSON responses of the /api/v1 contract. */
export function json<T>(body: T, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** For answers that carry tokens or account data: never kept by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store" };

export function methodNotAllowed(allow: string) {
  const response = jsonError(405, "Method not allowed");
  response.headers.set("Allow", allow);
  return response;
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ message, ...extra }, { status });
}

/** 400 for query parameters their schema refused: the first message, and each field's. */
export function invalidQuery(error: ZodError) {
  return jsonError(400, refusalSummary(error, "Invalid query parameters"), {
    errors: error.flatten().fieldErrors,
  });
}
