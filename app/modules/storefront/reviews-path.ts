/** Where page `page` of a product's reviews lives: page 1 without a number, so each page has one address. */
export const reviewsPagePath = (slug: string, page = 1) =>
  page <= 1 ? `/product/${slug}/reviews` : `/product/${slug}/reviews/${page}`;
