/**
 * The highest page any list serves. Without a bound, `?page=1e20` turns into an offset Postgres
 * cannot read (a 500); no list here comes near this many pages, so a larger number is a bad
 * request, while a page between the last one and this is simply empty.
 */
export const MAX_PAGE = 100_000;
