// The ILIKE pattern shared by every search box, in the back office and on the storefront alike.

/** Like-pattern matching any text that contains the term, with %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
