import { data } from "@remix-run/cloudflare";

/**
 * For page loaders: a read that failed (the database is down, say) becomes a 503 answer carrying
 * the page's own message, which its error boundary shows and its client loader toasts.
 */
export async function orFailWith<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.error(message, error instanceof Response ? error.status : error);
    throw data({ message }, { status: 503, headers: { "Retry-After": "30" } });
  }
}
