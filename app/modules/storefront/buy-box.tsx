import type { BackInStockAnswer } from "~/modules/alerts/back-in-stock-form";
import { LazyBackInStockForm } from "~/modules/alerts/lazy-back-in-stock-form";
import { AddToCartForm } from "~/modules/cart/add-to-cart-form";
import type { ShownVariant } from "~/modules/catalog/stock";

/**
 * What a product or add-on page offers to buy: Add to Cart with its option picker and, while the choice is
 * sold out, the "Email me when it's back" form, posted to the item's own page.
 */
export function BuyBox({
  itemType,
  item,
  choice: [variant, onVariantChange, picked],
  soldOut,
  answer,
}: {
  itemType: "product" | "addon";
  item: { id: string; slug: string; name: string; price: number; variantOptions: string[]; variants: ShownVariant[] };
  /** the option chosen, how to choose one, and whether the shopper has: useVariantChoice's answer */
  choice: readonly [variant: string | null, choose: (option: string) => void, picked: boolean];
  soldOut: boolean;
  /** the "Email me when it's back" answer after a plain (no-JavaScript) post */
  answer?: BackInStockAnswer;
}) {
  const soldOutOptions = soldOutOptionsOf(item.variants);
  return (
    <>
      <AddToCartForm
        itemType={itemType}
        itemId={item.id}
        variantOptions={item.variantOptions}
        variant={variant}
        onVariantChange={onVariantChange}
        soldOut={soldOut}
        soldOutOptions={soldOutOptions}
        stickyBar={{ name: item.name, price: item.variants.find((v) => v.name === variant)?.price ?? item.price }}
        className="mt-6 space-y-4"
      />
      {soldOut ? (
        <LazyBackInStockForm
          action={`/${itemType}/${item.slug}`}
          variantOptions={item.variantOptions}
          variant={variant}
          answer={answer}
        />
      ) : !picked && soldOutOptions.length ? (
        // Some options are sold out and the shopper has chosen none yet: the form for those is on the page from
        // the server, so a shopper without JavaScript (who cannot "choose" a sold-out colour first) has it too.
        <LazyBackInStockForm
          action={`/${itemType}/${item.slug}`}
          variantOptions={soldOutOptions}
          variant={soldOutOptions[0]}
          answer={answer}
          onlySoldOut
        />
      ) : null}
    </>
  );
}

function soldOutOptionsOf(variants: readonly ShownVariant[]): string[] {
  return variants.filter((v) => v.stock.level === "out").map((v) => v.name);
}
