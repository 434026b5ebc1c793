// The picture of a basket, checkout or order line: the chosen variant's own picture when it has one (an
// Ocean Teal line shows the teal console), else the item's. Every surface that shows a line reads it
// from here or from the order's copy, which was made from here. Safe on both sides.

export type PicturedItem = { image: string; variantImages?: Readonly<Record<string, string>> | null };

export const lineImage = (item: PicturedItem, variant: string | null | undefined): string =>
  (variant && item.variantImages?.[variant]) || item.image;
