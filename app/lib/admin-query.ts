// Shared by the back office's lists: page size and the search pattern for ILIKE.

export const ADMIN_PAGE_SIZE = 20;

/** Like-pattern for a search term, with %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
