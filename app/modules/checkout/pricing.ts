import { DomainError } from "~/lib/errors";
import { formatPrice, MAX_AMOUNT_PENCE } from "~/lib/money";

import { MAX_LINE_QUANTITY, type CartLine } from "./checkout.schema";

// The checkout's limits on a cart: merged lines, the most one payment can take. Its figures come from
// the one pricing function, cart/basket-pricing.ts.

/**
 * The cart's lines with identical ones merged (same item, same option: two tabs, a repeated line),
 * then every per-line limit checked on the merged quantities, so repeating a line never lifts a limit.
 * "default" and no option are the same option.
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const variant = line.variant && line.variant !== "default" ? line.variant : null;
    const key = `${line.type}:${line.productId}:${variant ?? ""}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw new DomainError("invalid_input", `You can order at most ${MAX_LINE_QUANTITY} of each item`);
    merged.set(key, { ...line, variant, quantity });
  }
  return [...merged.values()];
}

/** A total one payment can take: within the provider's largest charge and the amount columns. */
export function assertPayableTotal(total: number): void {
  if (total > MAX_AMOUNT_PENCE)
    throw new DomainError(
      "invalid_input",
      `Your order comes to more than ${formatPrice(MAX_AMOUNT_PENCE)}, the most we can take in one payment. ` +
        "Please split it into smaller orders.",
    );
}
