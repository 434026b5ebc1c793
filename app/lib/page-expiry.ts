// A cached storefront page that stops being true before the page cache's day boundary (the product
// page names today's dispatch cut-off) says when, in this header (ms since the epoch). The page cache
// (server/http/page-cache-middleware.ts) forgets the page then, and never stores or forwards the header.
export const PAGE_EXPIRES_HEADER = "x-page-expires";
