import { isForSale } from "~/modules/catalog/for-sale";
import { lineImage } from "~/modules/catalog/line-image";

import { MAX_LINE_QUANTITY, type BasketLine, type LineProblem, type LinesView } from "./basket.schema";

// The basket as the shopper sees it, worked out from its stored lines and today's catalogue: pure, so
// every limit is decided in one place and tested without a database.

export type StoredLine = {
  id: string;
  itemType: "product" | "addon";
  itemId: string;
  /** '' when the item has no options */
  variant: string;
  quantity: number;
  seenPrice: number;
};

/** The catalogue's row for a line's item; null when the item no longer exists. */
export type CatalogItem = {
  name: string;
  slug: string;
  price: number;
  image: string;
  status: string;
  variantOptions: string[];
  variantImages: Record<string, string> | null;
  /** the line's variant's stock; null when not tracked (sold without limit) */
  stock: number | null;
};

export type CatalogLine = StoredLine & { item: CatalogItem | null };

type Target = { itemType: "product" | "addon"; itemId: string; variant: string; item: CatalogItem };

/**
 * The most one line may hold: 10, and for a tracked variant never more than its stock less what the
 * basket's other lines of the same variant already hold (docs/decisions/245).
 */
export function capFor(
  lines: CatalogLine[],
  target: Target,
  lineId: string | null,
): { max: number; stock: number | null } {
  const stock = target.item.stock;
  if (stock === null) return { max: MAX_LINE_QUANTITY, stock };
  const others = lines
    .filter(
      (l) =>
        l.id !== lineId && l.itemType === target.itemType && l.itemId === target.itemId && l.variant === target.variant,
    )
    .reduce((sum, l) => sum + l.quantity, 0);
  return { max: Math.max(0, Math.min(MAX_LINE_QUANTITY, stock - others)), stock };
}

function variantStillOffered(line: CatalogLine): boolean {
  const options = line.item?.variantOptions ?? [];
  return options.length ? options.includes(line.variant) : line.variant === "";
}

export function buildView(lines: CatalogLine[]): LinesView {
  // stock left for the lines below, per variant, handed out in the basket's order
  const left = new Map<string, number>();
  const shown: BasketLine[] = lines.map((line) => {
    const item = line.item;
    const variant = line.variant || null;
    if (!item || !isForSale(item) || !variantStillOffered(line)) {
      return {
        id: line.id,
        itemType: line.itemType,
        itemId: line.itemId,
        slug: item?.slug ?? "",
        name: item?.name ?? "An item that is no longer sold",
        variant,
        image: item?.image ?? "",
        quantity: line.quantity,
        price: item?.price ?? line.seenPrice,
        priceChangedFrom: null,
        maxQuantity: line.quantity,
        capReason: null,
        problem: { kind: "unavailable" },
      };
    }
    let problem: LineProblem | null = null;
    if (item.stock !== null) {
      const key = `${line.itemType}:${line.itemId}:${line.variant}`;
      const available = left.get(key) ?? item.stock;
      if (line.quantity > available) problem = { kind: "stock", left: available };
      left.set(key, available - Math.min(line.quantity, available));
    }
    const cap = capFor(lines, { itemType: line.itemType, itemId: line.itemId, variant: line.variant, item }, line.id);
    const stockBound = cap.stock !== null && cap.max < MAX_LINE_QUANTITY;
    return {
      id: line.id,
      itemType: line.itemType,
      itemId: line.itemId,
      slug: item.slug,
      name: item.name,
      variant,
      image: lineImage(item, variant),
      quantity: line.quantity,
      price: item.price,
      priceChangedFrom: line.seenPrice !== item.price ? line.seenPrice : null,
      maxQuantity: cap.max,
      capReason: stockBound ? `Only ${cap.stock} left` : `At most ${MAX_LINE_QUANTITY} of each item`,
      problem,
    };
  });
  const buyable = shown.filter((line) => !line.problem);
  return {
    lines: shown,
    itemCount: shown.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: buyable.reduce((sum, line) => sum + line.price * line.quantity, 0),
    canCheckout: shown.length > 0 && buyable.length === shown.length,
  };
}
