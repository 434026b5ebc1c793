// Shared by the back office's lists: the page size, the page window and the list's search term.

export const ADMIN_PAGE_SIZE = 20;

export type PageWindow = { page: number; pageCount: number; limit: number; offset: number };

/**
 * The one page arithmetic of the counted admin lists: at least one page, a requested page past
 * the end shows the last one, and the limit/offset to read it.
 */
export function pageWindow(total: number, requested: number, size = ADMIN_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, limit: size, offset: (page - 1) * size };
}

/** The longest search term the admin lists take (their schemas say the same). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * A counted admin list's query from its page address: the search term ("" for none) and the page asked for.
 * A term longer than MAX_SEARCH_LENGTH is a 400 that says so, before anything is read.
 */
export function adminListQuery(request: Request): { search: string; page: string | number } {
  const params = new URL(request.url).searchParams;
  const search = params.get("search") ?? "";
  if (search.trim().length > MAX_SEARCH_LENGTH)
    throw new Response(`Search terms can be at most ${MAX_SEARCH_LENGTH} characters long.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return { search, page: params.get("page") ?? 1 };
}
